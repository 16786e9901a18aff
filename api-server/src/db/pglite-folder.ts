import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/** The parameters as PGlite takes them. */
const asParams = (params: readonly unknown[]): unknown[] => [...params];

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await target.query<Row>(sql, asParams(params));
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async (script) => {
      await target.exec(script);
    },
  };
}

/**
 * The embedded database in `dir` (made if new). PGlite has one connection: queries queue, and
 * its `transaction` keeps every other query waiting until it ends, so a transaction sees no
 * one else's writes half-done. It never calls fsync, so it is closed cleanly on shutdown.
 * pg_trgm (the user search's index) is an extension PGlite loads only when asked here.
 */
export async function openPglite(dir: string): Promise<Database> {
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    // In the same process, on the one connection: nothing to reconnect.
    listen: async (channel, onSignal) => {
      const unlisten = await db.listen(channel, () => onSignal());
      return () => unlisten();
    },
    close: () => db.close(),
  };
}
