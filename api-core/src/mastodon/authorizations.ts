import { toBase64Url } from 'api-contract/base64url';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { AuthorizationQuery } from 'api-contract/queries';
import { hashOf } from '../auth/one-time-links';
import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import { outOfBand } from './apps';
import { appByClientId } from './app-tokens';
import { defaultScopes, firstUncovered, parseScopes } from './scopes';

/** How long an app has to take its token with the code the member's Allow gave it, as on Mastodon. */
const codeMinutes = 10;

/** An app's sign-in request once checked: the app, and what it asks. */
type CheckedRequest = {
  app: { id: string; name: string; website: string | null };
  redirectUri: string;
  scopes: string[];
  state: string | null;
  challenge: { code: string; method: 'S256' } | null;
};

/**
 * Checks an app's sign-in request (OAuth 2's authorization request) against its registration:
 * a code asked for, a known app, a redirect address it registered, scopes it registered (none
 * named: `read`), and a well-formed PKCE challenge when it sent one. Every refusal is shown to the
 * member on the consent screen, never sent to the redirect address (RFC 6749 4.1.2.1), so an app
 * that lies about its address learns nothing.
 */
export async function checkAuthorizationRequest(db: Queryable, request: AuthorizationQuery): Promise<Result<CheckedRequest>> {
  if (request.response_type !== 'code') return fail(400, reasons.oauthUnsupportedResponseType);
  const app = await appByClientId(db, request.client_id ?? '');
  if (!app) return fail(404, reasons.oauthUnknownApp);
  // The one address an app registered may be left out; with several it must say which.
  const redirectUri = request.redirect_uri ?? (app.redirectUris.length === 1 ? app.redirectUris[0]! : '');
  if (!app.redirectUris.includes(redirectUri)) return fail(400, reasons.oauthRedirectNotRegistered);
  const asked = parseScopes(request.scope ?? defaultScopes.join(' '));
  if ('unknown' in asked) return fail(400, reasons.oauthScopeNotRegistered(asked.unknown));
  const unregistered = firstUncovered(app.scopes, asked.scopes);
  if (unregistered !== null) return fail(400, reasons.oauthScopeNotRegistered(unregistered));
  const challenge = challengeOf(request);
  if (challenge === 'invalid') return fail(400, reasons.oauthInvalidCodeChallenge);
  return succeed({
    app: { id: app.id, name: app.name, website: app.website },
    redirectUri,
    scopes: asked.scopes,
    state: request.state ?? null,
    challenge,
  });
}

/**
 * PKCE's challenge (RFC 7636 4.2: 43 to 128 unreserved characters), by S256 alone, as Mastodon
 * takes it: `plain` shows the verifier to whoever sees the request, so it proves nothing.
 */
function challengeOf(request: AuthorizationQuery): CheckedRequest['challenge'] | 'invalid' {
  if (request.code_challenge === undefined) return request.code_challenge_method === undefined ? null : 'invalid';
  if (request.code_challenge_method !== 'S256') return 'invalid';
  return /^[A-Za-z0-9._~-]{43,128}$/.test(request.code_challenge) ? { code: request.code_challenge, method: 'S256' } : 'invalid';
}

/** The request as the consent screen shows it: which app, which scopes, and where the member goes back. */
export const describedRequest = ({ app, scopes, redirectUri }: CheckedRequest) => ({
  app: { name: app.name, website: app.website },
  scopes,
  redirectUri: redirectUri === outOfBand ? null : redirectUri,
});

/**
 * The member's answer to a checked request. Allow keeps a code (its SHA-256) that only this app
 * may exchange, once, within minutes, at this redirect address, with the verifier of its
 * challenge; the app gets it at its redirect address, or the member copies it (out of band).
 * Deny keeps nothing and sends the app OAuth's `access_denied`.
 */
export async function decideAuthorization(
  db: Queryable,
  viewer: Viewer,
  request: CheckedRequest,
  allow: boolean,
): Promise<{ redirectTo: string | null; code: string | null }> {
  if (!allow)
    return { redirectTo: redirectWith(request, { error: 'access_denied', error_description: 'The member did not allow it.' }), code: null };
  const code = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await db.query(
    `insert into oauth_codes (code_sha256, app_id, user_id, redirect_uri, scopes, code_challenge, code_challenge_method,
                              signed_in_with, expires_at)
     select $1, $2, $3, $4, $5, $6, $7, coalesce(s.signed_in_with, 'password'), now() + make_interval(mins => $9)
       from (select 1) one left join sessions s on s.id = $8 and s.user_id = $3`,
    [
      hashOf(code),
      request.app.id,
      viewer._id,
      request.redirectUri,
      request.scopes,
      request.challenge?.code ?? null,
      request.challenge?.method ?? null,
      viewer.sessionId,
      codeMinutes,
    ],
  );
  if (request.redirectUri === outOfBand) return { redirectTo: null, code };
  return { redirectTo: redirectWith(request, { code }), code: null };
}

/** The app's redirect address with OAuth's answer added to its query, and the app's `state` when it sent one. */
function redirectWith({ redirectUri, state }: CheckedRequest, answer: Record<string, string>): string | null {
  if (redirectUri === outOfBand) return null;
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...answer, ...(state === null ? {} : { state }) })) url.searchParams.set(name, value);
  return url.href;
}
