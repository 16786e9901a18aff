import { succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { checkAuthorizationRequest, decideAuthorization, describedRequest } from './authorizations';

type AuthorizationHandlers = Pick<Handlers, 'describeAppAuthorization' | 'decideAppAuthorization'>;

/**
 * The consent screen's two calls: what an app's sign-in request asks, checked against its
 * registration, and the member's Allow or Deny. The token the app then takes with its code is
 * OAuth's own endpoint (`/oauth/token`, the server's, by a maintained library).
 */
export function authorizationHandlers({ db }: Platform): AuthorizationHandlers {
  return {
    describeAppAuthorization: async ({ query }) => {
      const checked = await checkAuthorizationRequest(db, query);
      return checked.ok ? succeed(answer('full', { authorization: describedRequest(checked.value) })) : checked;
    },
    decideAppAuthorization: async ({ viewer, body: { allow, ...request } }) => {
      const checked = await checkAuthorizationRequest(db, request);
      if (!checked.ok) return checked;
      return succeed(answer('full', { outcome: await decideAuthorization(db, viewer, checked.value, allow) }));
    },
  };
}
