import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { toBase64Url } from 'api-contract/base64url';
import type { Queryable } from '../db/database';
import { hashOf } from './one-time-links';

/**
 * A login's second step (`sign_in_challenges`, migration 023): opened when the password is
 * right, answered by a code within `secondFactorMinutes`. The challenge is a random token the
 * client alone holds (its hash is kept), so only the browser that entered the password can
 * finish; each wrong code is counted on it, and `secondFactorFailuresMax` of them end it.
 */

/**
 * Opens a second step for the account `userId`: the token to answer it with. Refused once the
 * account's second steps took `secondFactorFailuresPerHour` wrong codes in the hour: otherwise a
 * stolen password could open step after step, five guesses each. Steps are kept that hour for it.
 */
export async function openChallenge(db: Queryable, userId: string): Promise<Result<string>> {
  await db.query(`delete from sign_in_challenges where user_id = $1 and created_at <= now() - interval '1 hour'`, [userId]);
  const { rows } = await db.query<{ failures: number }>(
    `select coalesce(sum(failures), 0)::int as failures from sign_in_challenges where user_id = $1`,
    [userId],
  );
  if ((rows[0]?.failures ?? 0) >= limits.secondFactorFailuresPerHour) return fail(429, reasons.secondFactorsLocked);
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await db.query(
    `insert into sign_in_challenges (id, user_id, token_hash, expires_at)
     values (gen_random_uuid()::text, $1, $2, now() + make_interval(mins => $3))`,
    [userId, hashOf(token), limits.secondFactorMinutes],
  );
  return succeed(token);
}

/** A challenge still open, locked for the rest of the transaction that reads it. */
export type OpenChallenge = { id: string; userId: string };

/**
 * The open challenge `token` names, locked until the transaction ends (so two answers to it at
 * once take turns): refused in words when it is unknown, used, expired or ended by wrong codes.
 */
export async function lockChallenge(tx: Queryable, token: string): Promise<Result<OpenChallenge>> {
  const { rows } = await tx.query<{ id: string; user_id: string; used: boolean; expired: boolean; locked: boolean }>(
    `select id, user_id, used_at is not null as used, expires_at <= now() as expired, failures >= $2 as locked
       from sign_in_challenges where token_hash = $1 for update`,
    [hashOf(token), limits.secondFactorFailuresMax],
  );
  const row = rows[0];
  if (!row || row.used) return fail(400, reasons.secondStepInvalid);
  if (row.expired) return fail(400, reasons.secondStepExpired);
  if (row.locked) return fail(429, reasons.secondStepLocked);
  return succeed({ id: row.id, userId: row.user_id });
}

/** Counts a wrong code on the challenge. */
export async function countWrongCode(tx: Queryable, challengeId: string): Promise<void> {
  await tx.query('update sign_in_challenges set failures = failures + 1 where id = $1', [challengeId]);
}

/** Closes the challenge: its session is open. */
export async function closeChallenge(tx: Queryable, challengeId: string): Promise<void> {
  await tx.query('update sign_in_challenges set used_at = now() where id = $1', [challengeId]);
}
