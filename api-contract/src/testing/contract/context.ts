import { createApiClient, createSpecClient, type ApiClient, type SpecClient } from '../../client/api-client';
import { guestCredentials } from '../../seed/guest';
import { buildSeedUsers } from '../../seed/seed-data';
import type { ContractHarness } from './harness';

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
      api: createSpecClient({ baseUrl: harness().baseUrl, fetch: harness().fetch, getToken: () => current.token }),
      app: createApiClient({ baseUrl: harness().baseUrl, fetch: harness().fetch, getToken: () => current.token }),
      raw: (...args) => harness().raw(...args),
      token: null,
      signInAs: async (username, password) => {
        current.token = (await current.api.login({ body: { username, password } })).encodedToken;
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
