import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from 'api-core/database';
import { pgliteDatabase } from 'api-core/pglite';

/**
 * The embedded database in the data folder `dir` (made if new). It never calls fsync, so it is
 * closed cleanly on shutdown. pg_trgm (the user search's index) is an extension PGlite loads
 * only when asked here.
 */
export async function openPglite(dir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dir, { extensions: { pg_trgm } }));
}
