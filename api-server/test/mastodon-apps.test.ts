import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { limits } from 'api-contract/limits';
import { send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/** Debian's Python, with Debian's Mastodon.py (tooling/scripts/ensure-mastodon-clients.sh installs it). */
const python = '/usr/bin/python3';

let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess({ env: { SOCIAL_COMMUNITY_NAME: 'Harbour Social' } });
}, 60_000);
afterAll(() => server.close());

/** Text matching `pattern`, as an expectation of an answer's field. */
const textLike = (pattern: RegExp) => expect.stringMatching(pattern) as unknown as string;
/** A client id or secret: 32 random bytes, base64url. */
const secretLike = textLike(/^[\w-]{43}$/);
const aNumber = expect.any(Number) as unknown as number;

/** How many apps are registered on `target`'s database (the file's server's unless told). */
const appCount = async (target: InProcessServer = server) =>
  (await target.db.query<{ n: number }>('select count(*)::int as n from oauth_apps')).rows[0]!.n;

describe('apps register themselves (POST /api/v1/apps), as Mastodon lets them', () => {
  it('as JSON or as a form: its id and secret are answered once, and only the secret’s hash is kept', async () => {
    const json = await send(server, 'POST', '/api/v1/apps', {
      body: JSON.stringify({
        client_name: 'Ivory',
        redirect_uris: 'ivory://callback',
        scopes: 'read write',
        website: 'https://tapbots.com',
      }),
    });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({
      name: 'Ivory',
      website: 'https://tapbots.com',
      scopes: ['read', 'write'],
      redirect_uris: ['ivory://callback'],
      client_id: secretLike,
      client_secret: secretLike,
    });
    const { client_secret: secret } = json.body as { client_secret: string };
    const { rows } = await server.db.query<{ hash: string }>('select client_secret_sha256 as hash from oauth_apps where name = $1', [
      'Ivory',
    ]);
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.hash).not.toBe(secret);

    const form = await send(server, 'POST', '/api/v1/apps', {
      body: new URLSearchParams({ client_name: 'Elk', redirect_uris: 'https://elk.zone/callback\nurn:ietf:wg:oauth:2.0:oob' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    // Without scopes it may ask for `read`, as on Mastodon.
    expect(form.body).toMatchObject({ scopes: ['read'], redirect_uris: ['https://elk.zone/callback', 'urn:ietf:wg:oauth:2.0:oob'] });
  });

  it.each([
    [{ redirect_uris: 'https://app.example/cb' }, 'client_name'],
    [{ client_name: 'x'.repeat(101), redirect_uris: 'https://app.example/cb' }, 'client_name'],
    [{ client_name: 'App' }, 'redirect_uris'],
    [{ client_name: 'App', redirect_uris: '/callback' }, '"/callback" must be an absolute address'],
    [{ client_name: 'App', redirect_uris: 'https://app.example/cb#frag' }, 'without a fragment'],
    [{ client_name: 'App', redirect_uris: 'javascript:alert(document.cookie)' }, '"javascript:alert(document.cookie)"'],
    [{ client_name: 'App', redirect_uris: ['https://app.example/cb', 'data:text/html,<script>1</script>'] }, '"data:text/html'],
    [{ client_name: 'App', redirect_uris: 'https://app.example/cb', scopes: 'read admin:write' }, 'the scope "admin:write"'],
    [{ client_name: 'App', redirect_uris: 'https://app.example/cb', website: 'javascript:alert(1)' }, 'website'],
  ])('%j is refused in Mastodon’s shape, naming what is wrong, and nothing is kept', async (body, words) => {
    const before = await appCount();
    const answer = await send(server, 'POST', '/api/v1/apps', { body: JSON.stringify(body) });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body as object)).toEqual(['error']);
    expect((answer.body as { error: string }).error).toContain(words);
    expect(await appCount()).toBe(before);
  });
});

describe('registrations, counted as writes by address', () => {
  it('past the allowance are refused with 429, Retry-After and Mastodon’s words, and nothing is kept', async () => {
    // Perhaps on the same database as the file's other server (PGlite's is one per file): its caller
    // is told apart by the address its proxy names, and its allowance counted by the day, so no
    // minute's end starts it afresh meanwhile.
    const limited = await startInProcess({
      env: { SOCIAL_WRITES_PER_MINUTE: '2', SOCIAL_TRUST_PROXY: 'loopback' },
      adjust: (config) => ({ ...config, rateLimits: { ...config.rateLimits, windowSeconds: 86_400 } }),
    });
    const before = await appCount(limited);
    try {
      const register = () =>
        send(limited, 'POST', '/api/v1/apps', {
          body: JSON.stringify({ client_name: 'Spam', redirect_uris: 'https://spam.example/cb' }),
          headers: { 'x-forwarded-for': '203.0.113.39' },
        });
      expect((await register()).status).toBe(200);
      expect((await register()).status).toBe(200);
      const refused = await register();
      expect([refused.status, refused.body, Number(refused.headers.get('retry-after')) > 0]).toEqual([
        429,
        { error: 'Too many requests' },
        true,
      ]);
      expect(await appCount(limited)).toBe(before + 2);
    } finally {
      await limited.close();
    }
  });
});

describe('the instance, as apps read it to know the limits', () => {
  it('v1 and v2 name the community, a Mastodon 4 version, and the limits of a post', async () => {
    const v2 = await send(server, 'GET', '/api/v2/instance');
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({
      title: 'Harbour Social',
      version: textLike(/^4\.3\.0 \(compatible; Social \d+\.\d+\.\d+/),
      configuration: {
        statuses: { max_characters: limits.captionMax + 1 + limits.contentMax, max_media_attachments: limits.postImagesMax },
        media_attachments: { description_limit: limits.altTextMax, image_size_limit: limits.imageMaxBytes },
      },
    });
    const v1 = await send(server, 'GET', '/api/v1/instance');
    expect(v1.body).toMatchObject({ title: 'Harbour Social', stats: { user_count: aNumber, status_count: aNumber } });
    expect((v1.body as { stats: { user_count: number } }).stats.user_count).toBeGreaterThan(0);
  });
});

describe('with Mastodon.py, a client no one here wrote', () => {
  it('registers an app and reads the instance: its version, title and limits', async () => {
    const { url } = await server.listen();
    // Run asynchronously: the server answering it is in this process.
    const run = await promisify(execFile)(python, [path.join(__dirname, 'clients/register_and_describe.py'), url], { timeout: 60_000 });
    expect(run.stderr).toBe('');
    const learnt = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(learnt).toMatchObject({
      version: [4, 3, 0],
      title: 'Harbour Social',
      max_characters: limits.captionMax + 1 + limits.contentMax,
      max_media_attachments: limits.postImagesMax,
    });
    const { rows } = await server.db.query('select name, website, scopes, redirect_uris from oauth_apps where client_id = $1', [
      learnt.client_id,
    ]);
    expect(rows).toEqual([
      {
        name: 'Mastodon.py on a laptop',
        website: 'https://example.org/app',
        scopes: ['read', 'write', 'follow'],
        redirect_uris: ['urn:ietf:wg:oauth:2.0:oob'],
      },
    ]);
  });
});
