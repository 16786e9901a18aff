import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * A parameter as PGlite takes it. A Date becomes its ISO text: PGlite recognises dates with
 * `instanceof`, which fails for one made in another realm (jest runs tests in a vm context
 * while the database it gives them lives outside it).
 */
const asParam = (value: unknown): unknown =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;

function queryable(target: PGliteInterface | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await target.query<Row>(sql, params.map(asParam));
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async <Row>(script: string) => (await target.exec(script)).flatMap((result) => result.rows as Row[]),
  };
}

/**
 * A PGlite database (in a data folder on the server, in memory in the page and the tests) as
 * the `Database` the API runs on. PGlite has one connection: queries queue, and its
 * `transaction` keeps every other query waiting until it ends, so a transaction sees no one
 * else's writes half-done. `close` is the owner's: in the tests one database serves many suites.
 */
export function pgliteDatabase(db: PGliteInterface, close: () => Promise<void> = () => db.close()): Database {
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    // In the same process, on the one connection: nothing to reconnect.
    listen: async (channel, onSignal) => {
      const unlisten = await db.listen(channel, (payload) => onSignal(payload));
      return () => unlisten();
    },
    close,
  };
}
