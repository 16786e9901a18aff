import type { Queryable } from '../db/database';

/**
 * Suspends the person named `username` for good, as a moderator's suspension leaves the account
 * (the until and the reason): for the tests of what a suspension hides, apart from the calls
 * that suspend and the sessions they end.
 */
export async function suspendForGood(db: Queryable, username: string): Promise<void> {
  const { rowCount } = await db.query(
    `update users set suspended_until = 'infinity', suspension_reason = 'Suspended by a test.' where username = $1`,
    [username],
  );
  if (rowCount !== 1) throw new Error(`No account is named "${username}".`);
}

/** Lifts the suspension of the person named `username`, as a moderator's unsuspend leaves the account. */
export async function unsuspend(db: Queryable, username: string): Promise<void> {
  const { rowCount } = await db.query('update users set suspended_until = null, suspension_reason = null where username = $1', [username]);
  if (rowCount !== 1) throw new Error(`No account is named "${username}".`);
}

/**
 * Moves the end of every suspension for a time into the past, as time passing does (a suspension
 * for good stays): for the tests of what happens once a suspension is over, without waiting.
 */
export async function letTimedSuspensionsEnd(db: Queryable): Promise<void> {
  await db.query(
    `update users set suspended_until = now() - interval '1 second' where suspended_until > now() and suspended_until <> 'infinity'`,
  );
}
