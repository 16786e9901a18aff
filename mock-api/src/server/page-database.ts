import type { PGliteInterface } from '@electric-sql/pglite';
import type { Database } from 'api-core/database';
import { pgliteDatabase } from 'api-core/pglite';

/** The page's database, and whether it holds the seed already. */
export type PageDatabase = { db: Database; seeded: boolean };

/**
 * Under jest, tooling's test environments (tooling/jest/pglite-environment.cjs) give each test
 * file one PGlite made outside the test's vm context, where PGlite can load its files: this global.
 */
type TestGlobal = { socialTestPglite?: () => Promise<PGliteInterface> };

/**
 * The database of the mock under jest (and in Node): the test file's PGlite, which its
 * environment closes, or a new one in memory. A page's bundle takes page-database.webpack.ts
 * instead (package.json's `imports`), which starts from a snapshot made when the page was built.
 */
export async function openPageDatabase(): Promise<PageDatabase> {
  const fromTests = (globalThis as TestGlobal).socialTestPglite;
  if (fromTests) return { db: pgliteDatabase(await fromTests(), () => Promise.resolve()), seeded: false };
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return { db: pgliteDatabase(await PGlite.create({ extensions: { pg_trgm } })), seeded: false };
}
