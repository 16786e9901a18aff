import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from 'api-core/database';
import { readConfig } from '../src/config';
import { assembleServer } from '../src/server';
import { send } from './api';
import { injectFetch } from './in-process';
import { openTestDatabase } from './test-databases';

let shellDist: string;
let dataDir: string;
let db: Database;

beforeAll(() => {
  // A shell build of one page is enough for the server to serve its runtime configuration.
  shellDist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Social</title>');
});
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

// Each case starts a server on a database nothing has touched: no schema, no account.
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'social-demo-'));
  db = await openTestDatabase();
});
afterEach(async () => {
  // On PGlite every case gets the test file's one database: emptied of everything, schema included.
  await db.exec('drop schema public cascade; create schema public');
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server as `pnpm start` assembles it with these settings, on the case's empty database: what it stored, and what pages are told. */
async function startOnEmptyDatabase(env: Record<string, string>) {
  const config = readConfig({
    SOCIAL_DATA_DIR: dataDir,
    SOCIAL_SERVE_APPS: 'shell',
    SOCIAL_SHELL_DIST: shellDist,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const server = await assembleServer(config, db);
  try {
    const { rows } = await db.query<{ accounts: number; posts: number; guestsHash: string | null }>(
      `select (select count(*) from users)::int as accounts, (select count(*) from posts)::int as posts,
              (select password_hash from users where username = 'guest') as "guestsHash"`,
    );
    const { guestsHash, ...stored } = rows[0]!;
    const { body } = await send({ url: 'http://in-process', fetch: injectFetch(server.app) }, 'GET', '/config.json');
    return { stored, guestsHash, runtimeConfig: body };
  } finally {
    await server.close();
  }
}

describe('password hashes', () => {
  // A hash says the cost it was made at: argon2id, its version, then memory (KiB), passes and lanes.
  it('are argon2id at OWASP’s cost on a server started from settings, its testing calls on or not', async () => {
    expect((await startOnEmptyDatabase({})).guestsHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await db.exec('drop schema public cascade; create schema public');
    expect((await startOnEmptyDatabase({ SOCIAL_TESTING: '1' })).guestsHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('demo data only on request', () => {
  it('SOCIAL_DEMO is on without a DATABASE_URL, off with one unless asked for, and a wrong value stops the start in words', () => {
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ SOCIAL_DEMO: '' }).demo).toBe(true);
    expect(readConfig({ SOCIAL_DEMO: 'off' }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://social@db.example/social' }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://social@db.example/social', SOCIAL_DEMO: 'on' }).demo).toBe(true);
    expect(() => readConfig({ SOCIAL_DEMO: 'yes' })).toThrow('SOCIAL_DEMO must be on or off, not "yes".');
  });

  it.each([
    ['SOCIAL_DEMO=off', { SOCIAL_DEMO: 'off' }],
    ['a DATABASE_URL', { DATABASE_URL: 'postgres://social@db.example/social' }],
  ])('a deployment (%s) makes no account at all on an empty database, and tells pages guest login is off', async (_name, env) => {
    const { stored, runtimeConfig } = await startOnEmptyDatabase(env);
    expect(stored).toEqual({ accounts: 0, posts: 0 });
    expect(runtimeConfig).toMatchObject({ api: 'server', guestLogin: false });
  });

  it('the demo (no settings, or SOCIAL_DEMO=on with a DATABASE_URL) writes the spec’s seed and offers guest login', async () => {
    const demos: Array<Record<string, string>> = [{}, { DATABASE_URL: 'postgres://social@db.example/social', SOCIAL_DEMO: 'on' }];
    for (const env of demos) {
      const { stored, runtimeConfig } = await startOnEmptyDatabase(env);
      expect(stored).toEqual({ accounts: 6, posts: 6 });
      expect(runtimeConfig).toMatchObject({ api: 'server', guestLogin: true });
      await db.exec('drop schema public cascade; create schema public');
    }
  });
});

describe("the community's language", () => {
  it('SOCIAL_DEFAULT_LANGUAGE is told to pages, English when unset, and a wrong value stops the start in words', async () => {
    expect(readConfig({}).defaultLanguage).toBe('en');
    expect(() => readConfig({ SOCIAL_DEFAULT_LANGUAGE: 'pt' })).toThrow(
      'SOCIAL_DEFAULT_LANGUAGE must be one of en (English), es (Español), de (Deutsch), fr (Français), ja (日本語), ar (العربية), not "pt".',
    );
    const { runtimeConfig } = await startOnEmptyDatabase({ SOCIAL_DEFAULT_LANGUAGE: 'es' });
    expect(runtimeConfig).toMatchObject({ defaultLanguage: 'es' });
  });
});
