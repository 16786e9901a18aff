import { pgliteDatabase } from 'api-core/pglite';
import type { PageDatabase } from './page-database';

/**
 * The database made when the page was built (snapshot/snapshot-plugin.cjs): migrated and seeded.
 * Starting from its files skips PostgreSQL's initdb, which takes two to three seconds in a page.
 */
const snapshot = new URL('../../.snapshot/database.tar.gz', import.meta.url);

/**
 * The page's database: PostgreSQL as PGlite, in memory, started from the snapshot, afresh with
 * each page load; the snapshot and PGlite's code (a chunk of its own) are fetched together. A
 * snapshot that cannot be fetched or opened leaves an empty database, which the mock migrates and seeds.
 */
export async function openPageDatabase(): Promise<PageDatabase> {
  const [[{ PGlite }, { pg_trgm }], files] = await Promise.all([
    Promise.all([
      import(/* webpackChunkName: "pglite" */ '@electric-sql/pglite'),
      import(/* webpackChunkName: "pglite" */ '@electric-sql/pglite/contrib/pg_trgm'),
    ]),
    fetch(snapshot)
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => null),
  ]);
  if (files) {
    const loadDataDir = new File([files], 'database.tar.gz', { type: 'application/gzip' });
    const opened = await PGlite.create({ extensions: { pg_trgm }, loadDataDir }).catch(() => null);
    if (opened) return { db: pgliteDatabase(opened), seeded: true };
  }
  return { db: pgliteDatabase(await PGlite.create({ extensions: { pg_trgm } })), seeded: false };
}
