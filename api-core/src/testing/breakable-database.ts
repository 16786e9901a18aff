import type { Database, Queryable } from '../db/database';

/** A database whose next statement can be made to fail: for the tests of what a failure mid-call answers. */
export type BreakableDatabase = Database & { breakNextQuery: () => void };

/** `db`, with a switch that makes its next statement (in or out of a transaction) throw once. */
export function breakable(db: Database): BreakableDatabase {
  let broken = false;
  const failIfBroken = () => {
    if (!broken) return;
    broken = false;
    throw new Error('The database broke in the middle of a call (as the tests asked).');
  };
  const guarded = (target: Queryable): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      failIfBroken();
      return target.query<Row>(sql, params);
    },
    exec: async (script) => {
      failIfBroken();
      return target.exec(script);
    },
  });
  return {
    ...db,
    ...guarded(db),
    transaction: (work) => db.transaction((tx) => work(guarded(tx))),
    breakNextQuery: () => {
      broken = true;
    },
  };
}
