import { reasonOf } from 'api-contract/http';

/**
 * How every refusal of a suspended account begins (`messages.accountSuspended`): the login's 403,
 * and the 401 of a token whose session the suspension ended.
 */
export const suspensionPrefix = 'Your account is suspended';

export const isSuspension = (reason: string | null | undefined): reason is string => reason?.startsWith(suspensionPrefix) === true;

const authorizationOf = (init: RequestInit | undefined): string | null =>
  init?.headers === undefined ? null : new Headers(init.headers).get('authorization');

/**
 * A `fetch` for the API client that reads each 401 and 403 before the client does: when the
 * server says the account is suspended, `onSuspended` gets its words and the token the call was
 * made with, so the page can sign out saying why. (The client's `onSessionRejected` is told the
 * token only, and not of a 403.) The page's `fetch` is looked up at each call, so an in-page mock
 * that replaces it answers.
 */
export function fetchWatchingSuspension(onSuspended: (reason: string, token: string) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const token = authorizationOf(init);
    if ((response.status === 401 || response.status === 403) && token !== null) {
      const reason = reasonOf(
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      if (isSuspension(reason)) onSuspended(reason, token);
    }
    return response;
  };
}
