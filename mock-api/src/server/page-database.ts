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
 * The database of the mock under jest: the test file's PGlite, which its environment closes. A
 * page's bundle takes page-database.webpack.ts instead (package.json's `imports`), which starts
 * from a snapshot made when the page was built.
 */
export async function openPageDatabase(): Promise<PageDatabase> {
  const fromTests = (globalThis as TestGlobal).socialTestPglite;
  if (!fromTests) throw new Error('Outside a page, the mock runs under tooling/jest/pglite-environment.cjs, which gives it a PGlite.');
  return { db: pgliteDatabase(await fromTests(), () => Promise.resolve()), seeded: false };
}
