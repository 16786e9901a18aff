import { randomBytes } from 'node:crypto';
import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from 'api-core/database';
import { pgliteDatabase } from 'api-core/pglite';
import { openPostgres } from '../src/db/postgres-database';

/**
 * The PostgreSQL server the tests run against, when the run gives one (`pnpm test` starts a
 * throwaway cluster and sets this); otherwise the tests use PGlite.
 */
export const postgresAdminUrl = process.env.SOCIAL_TEST_POSTGRES_URL;

/** Which database the tests of this run use, as their names say it. */
export const databaseName = postgresAdminUrl ? 'PostgreSQL' : 'PGlite';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own, on the run's PostgreSQL: its address. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `social_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl!);
  url.pathname = `/${name}`;
  return url.href;
}

export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/** The test file's PGlite, which tooling's jest environment makes (tooling/jest/pglite-environment.cjs) and closes. */
type TestGlobal = { socialTestPglite?: () => Promise<PGliteInterface> };

/**
 * A database for one test file: on PostgreSQL a new database, dropped when it closes, whose
 * statements may run `statementTimeoutSeconds` (as the server's do); on PGlite the test file's
 * own, which the environment closes after the file.
 */
export async function openTestDatabase({ statementTimeoutSeconds }: { statementTimeoutSeconds?: number } = {}): Promise<Database> {
  if (postgresAdminUrl) {
    const url = await createPostgresDatabase();
    const db = await openPostgres(url, {
      statementTimeoutSeconds,
      onError: (error) => console.error('test database connection failed', error),
    });
    return { ...db, close: async () => (await db.close(), await dropPostgresDatabase(url)) };
  }
  const pglite = (globalThis as TestGlobal).socialTestPglite;
  if (!pglite) throw new Error('These tests run in tooling/jest/node-environment.cjs, which gives them PGlite.');
  return pgliteDatabase(await pglite(), () => Promise.resolve());
}
