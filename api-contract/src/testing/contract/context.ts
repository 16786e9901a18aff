import { createApiClient, createSpecClient, type ApiClient, type SpecClient } from '../../client/api-client';
import { isApiError } from '../../client/api-error';
import { endpoints, errorCodesOf, operationIds, type OperationId } from '../../endpoints';
import { guestCredentials } from '../../seed/guest';
import { buildSeedUsers } from '../../seed/seed-data';
import { opened, type ContractHarness } from './harness';

/** What each case works with: the implementation, a client written to the spec, the app's client, and who is signed in. */
export type Contract = {
  harness: ContractHarness;
  /** A client written to the spec: its calls, its shapes. */
  api: SpecClient;
  /** The app's client: pages, and minimal answers to changes. */
  app: ApiClient;
  raw: ContractHarness['raw'];
  /** The token both clients send; null for no one. */
  token: string | null;
  signInAs: (username: string, password: string) => Promise<void>;
  /** Signs in as one of the seed's people, with the password the seed publishes for them. */
  as: (username: string) => Promise<void>;
  guest: () => Promise<void>;
  /** The headers of a raw call as the signed-in user, with a JSON body. */
  authorized: () => Record<string, string>;
};

const seedPeople = buildSeedUsers();

const isOperation = (key: string | symbol): key is OperationId => typeof key === 'string' && operationIds.includes(key as OperationId);

/**
 * A client each of whose refusals is checked against the codes its call lists in the endpoint
 * table (`errorCodesOf`, which the OpenAPI document publishes): every case of the suite that
 * meets a refusal also checks that list, and a code it does not name fails the case.
 */
function checkingDeclaredCodes<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, key, receiver) {
      const call: unknown = Reflect.get(target, key, receiver);
      if (!isOperation(key) || typeof call !== 'function') return call;
      const send = call as (...args: unknown[]) => Promise<unknown>;
      const declared = new Set<string>(errorCodesOf(endpoints[key]));
      return async (...args: unknown[]) => {
        try {
          return await send(...args);
        } catch (error) {
          if (isApiError(error) && error.status !== 0 && !declared.has(error.code)) {
            throw new Error(`${key} answered ${error.status} ${error.code} ("${error.message}"), a code its entry does not list.`);
          }
          throw error;
        }
      };
    },
  });
}

/**
 * Before each case: the implementation back to the spec's seed, new clients, no one signed in.
 * Returns the case's `Contract`, to read inside each case.
 */
export function useContract(harness: () => ContractHarness): () => Contract {
  let contract: Contract | null = null;
  beforeEach(async () => {
    await harness().reset();
    const current: Contract = {
      harness: harness(),
      api: checkingDeclaredCodes(createSpecClient({ baseUrl: harness().baseUrl, fetch: harness().fetch, getToken: () => current.token })),
      app: checkingDeclaredCodes(createApiClient({ baseUrl: harness().baseUrl, fetch: harness().fetch, getToken: () => current.token })),
      raw: (...args) => harness().raw(...args),
      token: null,
      signInAs: async (username, password) => {
        current.token = opened(await current.api.login({ body: { username, password } })).encodedToken;
      },
      as: (username) => {
        const person = seedPeople.find((candidate) => candidate.username === username);
        if (!person) throw new Error(`No one called ${username} in the seed.`);
        return current.signInAs(person.username, person.password);
      },
      guest: () => current.signInAs(guestCredentials.username, guestCredentials.password),
      authorized: () => ({ authorization: current.token ?? '', 'content-type': 'application/json' }),
    };
    contract = current;
  });
  return () => {
    if (!contract) throw new Error('The contract is read inside a case.');
    return contract;
  };
}

/** How the current session of `c`'s token says it was signed in (`signedInWith`). */
export async function howSignedIn(c: Contract): Promise<string | undefined> {
  const { sessions } = await c.api.getSessions();
  return sessions.find((session) => session.current)?.signedInWith;
}
