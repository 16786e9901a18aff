import type { Queryable } from '../db/database';

/**
 * Moves the end of every suspension for a time into the past, as time passing does (a suspension
 * for good stays): for the tests of what happens once a suspension is over, without waiting.
 */
export async function letTimedSuspensionsEnd(db: Queryable): Promise<void> {
  await db.query(
    `update users set suspended_until = now() - interval '1 second' where suspended_until > now() and suspended_until <> 'infinity'`,
  );
}
