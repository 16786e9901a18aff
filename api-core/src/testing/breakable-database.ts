import type { Database, Queryable } from '../db/database';

/**
 * A database whose next statement can be made to fail, or be preceded by other work: for the
 * tests of what a failure mid-call answers, and of what a call answers when another request
 * changes the data between two of its statements.
 */
export type BreakableDatabase = Database & {
  breakNextQuery: () => void;
  /**
   * Runs `action` once, to its end, just before the next statement whose SQL `matches` (in or
   * out of a transaction): a request that comes in between two statements of a call, every
   * time rather than by luck. `action` must not wait on what that statement's transaction holds.
   * A transaction's start reads as the statement `begin`: `/^begin$/` slips a request in between
   * a call's look-ups and its transaction (on PGlite, which runs one transaction at a time, the
   * only place one can come in).
   */
  beforeNextQuery: (matches: RegExp, action: () => Promise<unknown>) => void;
};

/** `db`, with a switch that makes its next statement throw once, and a hook that slips work in before a chosen statement. */
export function breakable(db: Database): BreakableDatabase {
  let broken = false;
  let slipIn: { matches: RegExp; action: () => Promise<unknown> } | null = null;
  const failIfBroken = () => {
    if (!broken) return;
    broken = false;
    throw new Error('The database broke in the middle of a call (as the tests asked).');
  };
  const runSlippedIn = async (sql: string) => {
    if (!slipIn?.matches.test(sql)) return;
    const { action } = slipIn;
    slipIn = null;
    await action();
  };
  const guarded = (target: Queryable): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      failIfBroken();
      await runSlippedIn(sql);
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
    transaction: async (work) => {
      await runSlippedIn('begin');
      return db.transaction((tx) => work(guarded(tx)));
    },
    breakNextQuery: () => {
      broken = true;
    },
    beforeNextQuery: (matches, action) => {
      slipIn = { matches, action };
    },
  };
}
