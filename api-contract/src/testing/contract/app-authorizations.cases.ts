import type { Contract } from './context';
import { refusalOf } from './harness';

const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';
const callback = 'ivory://oauth-callback';

/** An app's sign-in request, as `/oauth/authorize` was sent it and the consent screen passes it on. */
const requestOf = (clientId: string, extra: Record<string, string> = {}) => ({
  client_id: clientId,
  redirect_uri: callback,
  response_type: 'code',
  scope: 'read write',
  ...extra,
});

export function appAuthorizationCases(contract: () => Contract): void {
  describe('an app signing a member in (the consent screen’s calls)', () => {
    const registered = (c: Contract) =>
      c.harness.registerApp({ name: 'Ivory', redirectUris: [callback, outOfBand], scopes: 'read write follow' });

    it('describes the app and what it asks; Allow sends the member back to it with a code and its state', async () => {
      const c = contract();
      await c.as('omarh');
      const clientId = await registered(c);
      const { authorization } = await c.api.describeAppAuthorization({ query: requestOf(clientId) });
      expect(authorization).toEqual({ app: { name: 'Ivory', website: null }, scopes: ['read', 'write'], redirectUri: callback });
      const { outcome } = await c.api.decideAppAuthorization({ body: { ...requestOf(clientId, { state: 'k7' }), allow: true } });
      const back = new URL(outcome.redirectTo!);
      expect([back.protocol, back.searchParams.get('state'), /^[\w-]{43}$/.test(back.searchParams.get('code') ?? '')]).toEqual([
        'ivory:',
        'k7',
        true,
      ]);
      expect(outcome.code).toBeNull();
    });

    it('out of band, the code is shown to copy; Deny answers OAuth’s access_denied', async () => {
      const c = contract();
      await c.as('omarh');
      const clientId = await registered(c);
      const shown = await c.api.decideAppAuthorization({ body: { ...requestOf(clientId, { redirect_uri: outOfBand }), allow: true } });
      expect([shown.outcome.redirectTo, shown.outcome.code?.length]).toEqual([null, 43]);
      const denied = await c.api.decideAppAuthorization({ body: { ...requestOf(clientId), allow: false } });
      expect(new URL(denied.outcome.redirectTo!).searchParams.get('error')).toBe('access_denied');
    });

    it.each([
      ['an app no one registered', { client_id: 'nobody' }, 404, 'oauth.unknown_app'],
      ['an address the app did not register', { redirect_uri: 'https://evil.example/catch' }, 400, 'oauth.redirect_not_registered'],
      ['a scope the app did not register', { scope: 'read push' }, 400, 'oauth.scope_not_registered'],
      ['another response than a code', { response_type: 'token' }, 400, 'oauth.unsupported_response_type'],
      ['a PKCE challenge too short', { code_challenge: 'abc', code_challenge_method: 'S256' }, 400, 'oauth.invalid_code_challenge'],
      [
        'PKCE by plain text, which proves nothing',
        { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
        400,
        'oauth.invalid_code_challenge',
      ],
      ['a PKCE challenge without its method', { code_challenge: 'a'.repeat(43) }, 400, 'oauth.invalid_code_challenge'],
    ])('refuses %s, in words, on both calls', async (_what, bad, status, code) => {
      const c = contract();
      await c.as('omarh');
      const request = requestOf(await registered(c), bad);
      expect(await refusalOf(c.api.describeAppAuthorization({ query: request }))).toMatchObject({ status, code });
      expect(await refusalOf(c.api.decideAppAuthorization({ body: { ...request, allow: true } }))).toMatchObject({ status, code });
    });

    it('a browser’s own session names no app', async () => {
      const c = contract();
      await c.as('omarh');
      const { sessions } = await c.api.getSessions();
      expect(sessions.map((session) => session.app)).toEqual([null]);
    });
  });
}
