import type { Queryable } from '../db/database';
import { isoText } from './moderation-sql';

/** A suspension that lasts now: until when (ISO), null for good; and the moderators' reason. */
export type Suspension = { until: string | null; reason: string };

/**
 * Whether the account `alias` is hidden now by a suspension: a moderator's here that has not
 * ended, or, for a person of another server, their own server's (migration 064). A condition
 * for a statement's `where`, written as the visibility index's so the index serves it: null
 * (read as false there) for someone never suspended, so a selected value needs a `coalesce`.
 */
export const suspendedNow = (alias: string): string => `(${alias}.suspended_until > now() or ${alias}.suspended_by_their_server)`;

/** What `suspensionColumns` selects. */
export type SuspensionRow = { suspended: boolean | null; suspended_until_text: string | null; suspension_reason: string | null };

/**
 * The columns of the account `alias` that say whether a suspension lasts now, for the statement
 * that already reads the account (a login, a token's check): no second look-up. Once its end has
 * passed, a suspension is over without anything written.
 */
export const suspensionColumns = (alias: string): string =>
  `coalesce(${alias}.suspended_until > now(), false) as suspended,
   ${isoText(`${alias}.suspended_until`)} as suspended_until_text,
   ${alias}.suspension_reason`;

/** The suspension a row of `suspensionColumns` holds, or null when none lasts now. */
export function suspensionIn(row: SuspensionRow): Suspension | null {
  if (!row.suspended) return null;
  return { until: row.suspended_until_text === 'infinity' ? null : row.suspended_until_text, reason: row.suspension_reason ?? '' };
}

/**
 * Suspends the account `userId` until `until` (ISO; null: for good) for `reason`, and ends every
 * session of it in the same transaction: no browser stays signed in to a suspended account.
 */
export async function suspendAccount(tx: Queryable, userId: string, until: string | null, reason: string): Promise<void> {
  // A moderator's suspension is kept apart from their server's: it stands whatever they say (migration 064).
  await tx.query(`update users set suspended_until = coalesce($2::timestamptz, 'infinity'), suspension_reason = $3 where id = $1`, [
    userId,
    until,
    reason,
  ]);
  await tx.query('delete from sessions where user_id = $1', [userId]);
}

/** Lifts a moderator's suspension of the account `userId`: their server's, if any, stays theirs to lift. */
export async function liftSuspension(tx: Queryable, userId: string): Promise<void> {
  await tx.query('update users set suspended_until = null, suspension_reason = null where id = $1', [userId]);
}
