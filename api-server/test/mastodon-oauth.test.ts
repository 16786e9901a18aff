import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { signedUp } from 'api-contract/payloads';
import { clientFor, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/** Debian's Python, with Debian's Mastodon.py (tooling/scripts/ensure-mastodon-clients.sh installs it). */
const python = '/usr/bin/python3';
const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';
const redirect = 'https://app.example/callback';

let server: InProcessServer;
let memberToken: string;

const ada = { username: 'ada', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

beforeAll(async () => {
  server = await startInProcess();
  memberToken = signedUp(await (await clientFor(server)).signup({ body: ada })).encodedToken;
}, 60_000);
afterAll(() => server.close());

/** Text matching `pattern`, as an expectation of an answer's field. */
const textLike = (pattern: RegExp) => expect.stringMatching(pattern) as unknown as string;

type App = { client_id: string; client_secret: string };

const registerApp = async (scopes = 'read write follow'): Promise<App> =>
  (await send(server, 'POST', '/api/v1/apps', { body: { client_name: 'Ivory', redirect_uris: `${redirect} ${outOfBand}`, scopes } }))
    .body as App;

/** What the consent screen sends when the member answers: the app's request as it came, and Allow or Deny. */
const decide = (request: Record<string, string>, allow: boolean, token = memberToken) =>
  send(server, 'POST', '/api/oauth/authorization', { token, body: { ...request, allow } });

/** A code the member's Allow gave `app`, sent back to `redirect_uri`. */
async function codeFor(app: App, extra: Record<string, string> = {}): Promise<string> {
  const answer = await decide(
    { client_id: app.client_id, redirect_uri: redirect, response_type: 'code', scope: 'read write', ...extra },
    true,
  );
  expect(answer.status).toBe(201);
  return new URL((answer.body as { outcome: { redirectTo: string } }).outcome.redirectTo).searchParams.get('code')!;
}

const tokenRequest = (form: Record<string, string>) =>
  send(server, 'POST', '/oauth/token', {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const exchange = (app: App, code: string, extra: Record<string, string> = {}) =>
  tokenRequest({
    grant_type: 'authorization_code',
    code,
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: redirect,
    ...extra,
  });

const verify = (accessToken: string) => send(server, 'GET', '/api/v1/accounts/verify_credentials', { token: `Bearer ${accessToken}` });

const codeCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from oauth_codes')).rows[0]!.n;

describe('the consent screen’s calls', () => {
  it('describe the app and what it asks, and Allow sends the member back with a code and the app’s state', async () => {
    const app = await registerApp();
    const asked = { client_id: app.client_id, redirect_uri: redirect, response_type: 'code', scope: 'read write', state: 'xyz' };
    const described = await send(server, 'GET', `/api/oauth/authorization?${new URLSearchParams(asked).toString()}`, {
      token: memberToken,
    });
    expect(described.body).toEqual({
      authorization: { app: { name: 'Ivory', website: null }, scopes: ['read', 'write'], redirectUri: redirect },
    });
    const allowed = await decide(asked, true);
    const back = new URL((allowed.body as { outcome: { redirectTo: string } }).outcome.redirectTo);
    expect([back.origin + back.pathname, back.searchParams.get('state'), back.searchParams.get('code')]).toEqual([
      redirect,
      'xyz',
      expect.stringMatching(/^[\w-]{43}$/),
    ]);
  });

  it('Deny sends OAuth’s access_denied back and keeps no code', async () => {
    const app = await registerApp();
    const before = await codeCount();
    const denied = await decide({ client_id: app.client_id, redirect_uri: redirect, response_type: 'code', state: 's1' }, false);
    const back = new URL((denied.body as { outcome: { redirectTo: string } }).outcome.redirectTo);
    expect([back.searchParams.get('error'), back.searchParams.get('state'), back.searchParams.get('code')]).toEqual([
      'access_denied',
      's1',
      null,
    ]);
    expect(await codeCount()).toBe(before);
  });

  it.each([
    [{ client_id: 'nobody' }, 404, 'oauth.unknown_app'],
    [{ redirect_uri: 'https://elsewhere.example/steal' }, 400, 'oauth.redirect_not_registered'],
    [{ scope: 'read push' }, 400, 'oauth.scope_not_registered'],
    [{ scope: 'admin:read' }, 400, 'oauth.scope_not_registered'],
    [{ response_type: 'token' }, 400, 'oauth.unsupported_response_type'],
    [{ code_challenge: 'short', code_challenge_method: 'S256' }, 400, 'oauth.invalid_code_challenge'],
    [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'S512' }, 400, 'oauth.invalid_code_challenge'],
  ])(
    'a request with %j is refused in words on the screen (%i, %s), never sent to the app, and nothing is kept',
    async (bad, status, code) => {
      const app = await registerApp();
      const before = await codeCount();
      const answer = await decide({ client_id: app.client_id, redirect_uri: redirect, response_type: 'code', scope: 'read', ...bad }, true);
      expect([answer.status, (answer.body as { code: string }).code]).toEqual([status, code]);
      expect(await codeCount()).toBe(before);
    },
  );

  it('need a signed-in member', async () => {
    const app = await registerApp();
    const answer = await decide({ client_id: app.client_id, response_type: 'code' }, true, '');
    expect(answer.status).toBe(401);
  });
});

describe('the token endpoint (POST /oauth/token)', () => {
  it('gives the app a token for the member once per code; a second use, another app or another redirect gets none', async () => {
    const app = await registerApp();
    const other = await registerApp();
    const code = await codeFor(app);
    expect((await exchange(other, code)).status).toBe(400);
    const token = await exchange(app, code);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({
      token_type: 'Bearer',
      scope: 'read write',
      access_token: textLike(/^\w{40,}$/),
    });
    const me = await verify((token.body as { access_token: string }).access_token);
    expect(me.body).toMatchObject({ username: 'ada', acct: 'ada', display_name: 'Ada Lovelace', source: { note: '' } });
    const again = await exchange(app, code);
    expect([again.status, (again.body as { error: string }).error]).toEqual([400, 'invalid_grant']);

    const elsewhere = await exchange(app, await codeFor(app), { redirect_uri: outOfBand });
    expect(elsewhere.status).toBe(400);
  });

  it('checks PKCE: the verifier of the challenge gets a token, another one none, and the code is spent either way', async () => {
    const app = await registerApp();
    const verifier = 'v'.repeat(20) + 'erifier-of-the-app-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor(app, { code_challenge: challenge, code_challenge_method: 'S256' });
    expect((await exchange(app, code, { code_verifier: `${verifier}x` })).status).toBe(400);
    expect((await exchange(app, code, { code_verifier: verifier })).status).toBe(400);

    const second = await codeFor(app, { code_challenge: challenge, code_challenge_method: 'S256' });
    // A public app proves itself by its verifier alone, without its secret.
    const taken = await tokenRequest({
      grant_type: 'authorization_code',
      code: second,
      client_id: app.client_id,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect(taken.status).toBe(200);
  });

  it('refuses a code taken with neither the app’s secret nor a PKCE verifier: an app’s client_id is public', async () => {
    const app = await registerApp();
    const code = await codeFor(app);
    const bare = await tokenRequest({ grant_type: 'authorization_code', code, client_id: app.client_id, redirect_uri: redirect });
    expect([bare.status, (bare.body as { error: string }).error]).toEqual([400, 'invalid_client']);
    expect((await exchange(app, code)).status).toBe(200);
  });

  it('renews a token by its refresh token, in the same session, and the old pair works no more', async () => {
    const app = await registerApp();
    const first = (await exchange(app, await codeFor(app))).body as { access_token: string; refresh_token: string };
    const renewed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(renewed.status).toBe(200);
    const second = renewed.body as { access_token: string; refresh_token: string };
    expect((await verify(second.access_token)).status).toBe(200);
    expect((await verify(first.access_token)).status).toBe(401);
    const { rows } = await server.db.query('select s.id from sessions s join oauth_apps a on a.id = s.app_id where a.client_id = $1', [
      app.client_id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('gives an app its own token (client credentials): it reads as no one and may not act as a member', async () => {
    const app = await registerApp();
    const token = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope: 'read',
    });
    expect(token.body).toMatchObject({ scope: 'read' });
    expect(token.body).not.toHaveProperty('refresh_token');
    const me = await verify((token.body as { access_token: string }).access_token);
    expect([me.status, me.body]).toEqual([422, { error: 'This method requires an authenticated user' }]);
    const wrongSecret = await tokenRequest({ grant_type: 'client_credentials', client_id: app.client_id, client_secret: 'wrong' });
    expect([wrongSecret.status, (wrongSecret.body as { error: string }).error]).toEqual([400, 'invalid_client']);
  });
});

describe('an app’s token is a session', () => {
  it('a token without the scope a call needs is refused with 403 naming it', async () => {
    const app = await registerApp('write');
    const code = await codeFor(app, { scope: 'write' });
    const { access_token: token } = (await exchange(app, code)).body as { access_token: string };
    const answer = await verify(token);
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([403, expect.stringContaining('"profile"')]);
  });

  it('a token of the profile scope alone reads who signed in, and nothing else', async () => {
    const app = await registerApp('profile');
    const { access_token: token } = (await exchange(app, await codeFor(app, { scope: 'profile' }))).body as { access_token: string };
    expect((await verify(token)).status).toBe(200);
    const home = await send(server, 'GET', '/api/v1/timelines/home', { token: `Bearer ${token}` });
    expect(home.status).toBe(403);
  });

  it('ends when the member signs it out in Settings, when the app revokes it, and with a password change', async () => {
    const app = await registerApp();
    const member = await clientFor(server, ada);
    const tokenOf = async () => ((await exchange(app, await codeFor(app))).body as { access_token: string }).access_token;

    const signedOut = await tokenOf();
    const listed = (await member.getSessions()).sessions.find((session) => session.app !== null && !session.current)!;
    expect(listed.app).toEqual({ name: 'Ivory', website: null, scopes: ['read', 'write'] });
    for (const session of (await member.getSessions()).sessions.filter((one) => one.app !== null)) {
      await member.endSession({ sessionId: session.id });
    }
    expect((await verify(signedOut)).status).toBe(401);

    const revoked = await tokenOf();
    const revoke = await send(server, 'POST', '/oauth/revoke', {
      body: { client_id: app.client_id, client_secret: app.client_secret, token: revoked },
    });
    expect(revoke.status).toBe(200);
    expect((await verify(revoked)).status).toBe(401);
    expect((await member.getSessions()).sessions.filter((session) => session.app !== null)).toEqual([]);

    const beforeChange = await tokenOf();
    await member.changePassword({ body: { currentPassword: ada.password, newPassword: 'difference-engine-1822' } });
    expect((await verify(beforeChange)).status).toBe(401);
    ada.password = 'difference-engine-1822';
  });
});

describe('with Mastodon.py, a client no one here wrote', () => {
  it('signs in by the authorization code (out of band) and reads who signed in; the code works once', async () => {
    const { url } = await server.listen();
    const browser = (await clientFor(server, ada)).token!;
    const run = await promisify(execFile)(python, [path.join(__dirname, 'clients/sign_in_with_code.py'), url, browser], {
      timeout: 60_000,
    });
    const learnt = JSON.parse(run.stdout) as Record<string, string>;
    expect(learnt).toMatchObject({ acct: 'ada', display_name: 'Ada Lovelace' });
    expect(new URL(learnt.authorize!).pathname).toBe('/oauth/authorize');
    expect(learnt.second_use).toContain('invalid_grant');
  });
});
