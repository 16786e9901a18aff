import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newcomer } from 'api-contract/contract-suite';
import { buildSeedUsers } from 'api-contract/seed';
import { pruneRateCounts } from 'api-core/rate-limits';
import { readConfig, type ServerConfig } from '../src/config';
import { addressKey, readTrustProxy } from '../src/http/client-address';
import { assembleServer } from '../src/server';
import { guest, send } from './api';
import { injectFetch, startInProcess, type InProcessServer, type Target } from './in-process';
import { openEvents } from './live-events';
import { limitsNoTestReaches } from './server-process';
import { databaseName } from './test-databases';

/**
 * The tests count in windows of a day, not a minute: a window that ended in the middle of a test
 * would give the caller a new allowance and make the test's outcome depend on the clock.
 */
const countedByTheDay = (config: ServerConfig): ServerConfig => ({
  ...config,
  rateLimits: { ...config.rateLimits, windowSeconds: 86_400 },
});

/** A server with low limits, whose callers are told apart by `X-Forwarded-For` (it trusts its loopback proxy). */
const lowLimits = {
  SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '3',
  SOCIAL_WRITES_PER_MINUTE: '3',
  SOCIAL_SEARCHES_PER_MINUTE: '2',
  SOCIAL_STREAMS_PER_MINUTE: '2',
  SOCIAL_ADDRESS_CALLS_PER_MINUTE: '8',
  SOCIAL_TRUST_PROXY: 'loopback',
};

const seedPeople = buildSeedUsers();
const credentialsOf = (username: string) => {
  const person = seedPeople.find((user) => user.username === username);
  if (!person) throw new Error(`No seed user ${username}`);
  return { username, password: person.password };
};

/** Calls from one client address, through the server's loopback proxy. */
const from = (address: string) => ({ 'x-forwarded-for': address });

async function tokenOf(server: Target, credentials: { username: string; password: string }, address: string): Promise<string> {
  const { status, body } = await send(server, 'POST', '/api/auth/login', { body: credentials, headers: from(address) });
  if (status !== 200) throw new Error(`Login of ${credentials.username} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { encodedToken: string }).encodedToken;
}

const likeCountOf = async (server: Target, postId: string) =>
  ((await send(server, 'GET', `/api/posts/${postId}`)).body as { post: { likes: { likeCount: number } } }).post.likes.likeCount;

describe(`the rate limits, on ${databaseName}`, () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess({ env: lowLimits, adjust: countedByTheDay });
  }, 60_000);
  afterAll(() => server.close());

  it('login attempts over the limit from one address get a 429 that says when to retry', async () => {
    const attempt = () =>
      send(server, 'POST', '/api/auth/login', { body: { username: 'guest', password: 'wrong-guess' }, headers: from('192.0.2.1') });
    for (let made = 0; made < 3; made += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: [expect.stringMatching(/^Too many attempts from your address\. Try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads are not limited.
    expect((await send(server, 'GET', '/api/posts', { headers: from('192.0.2.1') })).status).toBe(200);
  });

  it('signing up over the limit from one address gets a 429 too', async () => {
    const attempt = (index: number) =>
      send(server, 'POST', '/api/auth/signup', {
        body: { username: `many${index}`, password: newcomer.password, firstName: 'M', lastName: 'Any', email: `m${index}@example.com` },
        headers: from('192.0.2.2'),
      });
    for (let made = 0; made < 3; made += 1) expect((await attempt(made)).status).toBe(201);
    expect((await attempt(3)).status).toBe(429);
  });

  it('changes over the limit from one account get a 429 in words, with Retry-After, and change nothing', async () => {
    const token = await tokenOf(server, guest, '192.0.2.3');
    const like = (postId: string) => send(server, 'POST', `/api/posts/like/${postId}`, { token, headers: from('192.0.2.3') });
    for (const postId of ['post-1', 'post-2', 'post-3']) expect((await like(postId)).status).toBe(201);
    const before = await likeCountOf(server, 'post-4');
    const refused = await like('post-4');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: [expect.stringMatching(/^You are making changes faster than this community allows\. Try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await likeCountOf(server, 'post-4')).toBe(before);
    // Every kind of change counts: a post, a comment, a follow, a profile edit.
    const post = await send(server, 'POST', '/api/posts', {
      token,
      body: { postData: { caption: 'c', content: 'x' } },
      headers: from('192.0.2.3'),
    });
    expect(post.status).toBe(429);
    // Someone else at the same address has an allowance of their own.
    const other = await tokenOf(server, credentialsOf('omarh'), '192.0.2.3');
    expect((await send(server, 'POST', '/api/posts/like/post-4', { token: other, headers: from('192.0.2.3') })).status).toBe(201);
  });

  it('an address has one allowance for everyone calling from it, on top of each account’s', async () => {
    const people = ['lenaf', 'kenjisato', 'priyanair'];
    // Signed in from elsewhere: the address below spends its allowance on changes alone.
    const tokens = await Promise.all(people.map((username, index) => tokenOf(server, credentialsOf(username), `192.0.2.${40 + index}`)));
    const bookmark = (token: string, postId: string) =>
      send(server, 'POST', `/api/users/bookmark/${postId}`, { token, headers: from('192.0.2.5') });
    const answers = [];
    for (const token of tokens) for (const postId of ['post-1', 'post-2', 'post-3']) answers.push(await bookmark(token, postId));
    // Eight changes from the address pass, whoever signed them; the ninth, within its account's own three, does not.
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    expect(answers[8]?.body).toEqual({
      errors: [expect.stringMatching(/^Too many requests from your address\. Try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
  });

  it('searches are limited; other reads are not', async () => {
    const search = () => send(server, 'GET', '/api/users/search?q=a', { headers: from('192.0.2.6') });
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: [expect.stringMatching(/^You are searching faster than this community allows\. Try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
    for (let read = 0; read < 5; read += 1)
      expect((await send(server, 'GET', '/api/users', { headers: from('192.0.2.6') })).status).toBe(200);
  });

  it('behind a trusted proxy, two clients named by X-Forwarded-For are counted apart', async () => {
    const search = (address: string) => send(server, 'GET', '/api/users/search?q=b', { headers: from(address) });
    await search('192.0.2.7');
    await search('192.0.2.7');
    expect((await search('192.0.2.7')).status).toBe(429);
    expect((await search('192.0.2.8')).status).toBe(200);
  });

  it('opening live streams is limited too', async () => {
    const { url } = await server.listen();
    for (let opened = 0; opened < 2; opened += 1) {
      const stream = await openEvents(url, { headers: from('192.0.2.9') });
      expect(stream.status).toBe(200);
      stream.close();
    }
    const refused = await openEvents(url, { headers: from('192.0.2.9') });
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.text())).toEqual({
      errors: [expect.stringMatching(/^Too many live streams were opened in a short time\. Try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
  });

  it('the counts of windows that have ended are pruned; the current ones stay', async () => {
    await server.db.query(
      `insert into rate_counts (bucket, key, window_end, hits) values ('write', 'user:gone', now() - interval '1 minute', 5)`,
    );
    await pruneRateCounts(server.db);
    const { rows } = await server.db.query<{ key: string; ended: boolean }>('select key, window_end <= now() as ended from rate_counts');
    expect(rows.some((row) => row.key === 'user:gone')).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.ended)).toBe(true);
  });
});

describe(`without a trusted proxy, on ${databaseName}`, () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess({ env: { SOCIAL_SEARCHES_PER_MINUTE: '2' }, adjust: countedByTheDay });
  }, 60_000);
  afterAll(() => server.close());

  it('X-Forwarded-For is ignored: the connection’s own address is counted, whatever the header says', async () => {
    const search = (address: string) => send(server, 'GET', '/api/users/search?q=a', { headers: from(address) });
    expect((await search('192.0.2.10')).status).toBe(200);
    expect((await search('192.0.2.11')).status).toBe(200);
    expect((await search('192.0.2.12')).status).toBe(429);
  });
});

describe(`two servers on one database, on ${databaseName}`, () => {
  let first: InProcessServer;
  let second: Target & { close: () => Promise<void> };
  // One token secret, as every process of one community has, so either accepts the other's tokens.
  const shared = { SOCIAL_WRITES_PER_MINUTE: '4', JWT_SECRET: 'one secret for both servers, at least 32 characters' };
  beforeAll(async () => {
    first = await startInProcess({ env: shared, adjust: countedByTheDay });
    // Another server process's app on the same database, with a data folder of its own.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'social-second-'));
    const config = countedByTheDay(readConfig({ ...limitsNoTestReaches, ...shared, SOCIAL_DATA_DIR: dataDir, SOCIAL_SERVE_APPS: 'none' }));
    const assembled = await assembleServer(config, first.db, { logStream: { write: () => undefined } });
    second = {
      url: 'http://second',
      fetch: injectFetch(assembled.app),
      close: async () => (await assembled.close(), rmSync(dataDir, { recursive: true, force: true })),
    };
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one allowance: a caller cannot get twice as much by alternating between them', async () => {
    // Someone who made no change in this file's other tests (on PGlite, they share one database).
    const token = await tokenOf(first, credentialsOf('adarshbalika'), '127.0.0.1');
    const like = (server: Target, postId: string) => send(server, 'POST', `/api/posts/like/${postId}`, { token });
    const statuses = [
      (await like(first, 'post-1')).status,
      (await like(second, 'post-2')).status,
      (await like(first, 'post-3')).status,
      (await like(second, 'post-4')).status,
      (await like(first, 'post-5')).status,
      (await like(second, 'post-6')).status,
    ];
    // Four calls let through (one may be refused by the spec's rules, as a like of a post liked already), then none.
    expect(statuses.map((status) => (status === 429 ? 'limited' : 'let through'))).toEqual([
      ...Array<string>(4).fill('let through'),
      'limited',
      'limited',
    ]);
  });
});

describe('client addresses', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ])('%s is counted as %s (an IPv6 subscriber holds a whole /64)', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, loopback, 2001:db8::1', ['10.0.0.0/8', 'loopback', '2001:db8::1']],
  ])('SOCIAL_TRUST_PROXY=%s trusts %p', (value, trusted) => {
    expect(readTrustProxy(value)).toEqual(trusted);
  });

  it('SOCIAL_TRUST_PROXY that names no address is refused in words', () => {
    expect(() => readTrustProxy('10.0.0.0/8, the-proxy')).toThrow(/SOCIAL_TRUST_PROXY must be .*"the-proxy"/);
  });
});
