import { pgliteDatabase } from 'api-core/pglite';
import type { PageDatabase } from './page-database';

/**
 * The database made when the page was built (snapshot/snapshot-plugin.cjs): migrated and seeded.
 * Starting from its files skips PostgreSQL's initdb, which takes two to three seconds in a page.
 * Fetched as soon as this module runs, with PGlite's code (a chunk of its own).
 */
const snapshot = fetch(new URL('../../.snapshot/database.tar.gz', import.meta.url)).then(
  (response) => (response.ok ? response.blob() : null),
  () => null,
);
const pglite = Promise.all([
  import(/* webpackChunkName: "pglite" */ '@electric-sql/pglite'),
  import(/* webpackChunkName: "pglite" */ '@electric-sql/pglite/contrib/pg_trgm'),
]);

/**
 * The page's database: PostgreSQL as PGlite, in memory, started from the snapshot (or empty when
 * it could not be fetched), afresh with each page load.
 */
export async function openPageDatabase(): Promise<PageDatabase> {
  const [[{ PGlite }, { pg_trgm }], files] = await Promise.all([pglite, snapshot]);
  const loadDataDir = files ? new File([files], 'database.tar.gz', { type: 'application/gzip' }) : undefined;
  return { db: pgliteDatabase(await PGlite.create({ extensions: { pg_trgm }, loadDataDir })), seeded: loadDataDir !== undefined };
}
