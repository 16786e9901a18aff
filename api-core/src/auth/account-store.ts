import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { limits } from 'api-contract/limits';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isUniqueViolation, type Queryable } from '../db/database';
import { suspensionColumns, suspensionIn, type Suspension, type SuspensionRow } from '../moderation/suspensions';
import type { PasswordHasher } from '../platform';

export type NewAccount = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  bio: string;
  website: string;
  /** The invite code it joined with and who made it (registration `invite`). */
  invitedWith?: { code: string; invitedBy: string };
};

/**
 * Opens an account, with an id the database makes; a name taken in any letter case is the spec's
 * 422, even when two signups race (the unique index lets one in).
 */
export async function createAccount(db: Queryable, account: NewAccount): Promise<Result<UserRef>> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (id, username, first_name, last_name, email, password_hash, bio, website, invite_code, invited_by, email_confirmed)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, false) returning id`,
      [
        account.username,
        account.firstName,
        account.lastName,
        account.email,
        account.passwordHash,
        account.bio,
        account.website,
        account.invitedWith?.code ?? null,
        account.invitedWith?.invitedBy ?? null,
      ],
    );
    return succeed({ _id: rows[0]!.id, username: account.username });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) return fail(422, reasons.usernameTaken);
    throw error;
  }
}

type Credentials = UserRef & { passwordHash: string; suspension: Suspension | null };

/** The account `where` names (by `$1`), with its password hash and its suspension now (if any). */
async function credentialsWhere(db: Queryable, where: string, value: string): Promise<Credentials | null> {
  const { rows } = await db.query<{ id: string; username: string; password_hash: string } & SuspensionRow>(
    `select u.id, u.username, u.password_hash, ${suspensionColumns('u')} from users u where ${where}`,
    [value],
  );
  const row = rows[0];
  return row ? { _id: row.id, username: row.username, passwordHash: row.password_hash, suspension: suspensionIn(row) } : null;
}

/** The account a sign-in names, whatever the letter case of the name: a member's (nobody signs in as a person of another server). */
export const credentialsOf = (db: Queryable, username: string) =>
  credentialsWhere(db, 'lower(u.username) = lower($1) and u.domain is null', username);

/** The account a login's second step finishes signing in, as it is now. */
export const credentialsById = (db: Queryable, userId: string) => credentialsWhere(db, 'u.id = $1', userId);

/** The account named `username` (whatever its letter case), as the operator's commands name one; null when none is. */
export async function accountNamed(db: Queryable, username: string): Promise<UserRef | null> {
  const { rows } = await db.query<{ id: string; username: string }>(
    'select id, username from users where lower(username) = lower($1) and domain is null',
    [username],
  );
  const row = rows[0];
  return row ? { _id: row.id, username: row.username } : null;
}

/** The member `id` names, if they still exist: not a person of another server, who has no account to sign in to here. */
export async function memberAccountOf(db: Queryable, id: string): Promise<UserRef | null> {
  const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where id = $1 and domain is null', [
    id,
  ]);
  const row = rows[0];
  return row ? { _id: row.id, username: row.username } : null;
}

/** The account `id` names, if it still exists. */
export async function accountOf(db: Queryable, id: string): Promise<UserRef | null> {
  const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where id = $1', [id]);
  const row = rows[0];
  return row ? { _id: row.id, username: row.username } : null;
}

/**
 * Whether `password` is the current password of the account `userId`, for a call that asks for
 * it before a change: a 401 when it is not, a 429 after `passwordFailuresMax` wrong ones in a row
 * (until `passwordLockMinutes` after the last). The attempt is counted before the hash is
 * compared, in one statement, so attempts sent at once cannot get past the limit together; the
 * right password clears the count.
 */
export async function checkOwnPassword(db: Queryable, passwords: PasswordHasher, userId: string, password: string): Promise<Result<true>> {
  const { rows } = await db.query<{ password_hash: string }>(
    `update users set
       password_failures = case when password_failed_at > now() - make_interval(mins => $3) then password_failures + 1 else 1 end,
       password_failed_at = now()
     where id = $1 and not (password_failures >= $2 and password_failed_at > now() - make_interval(mins => $3))
     returning password_hash`,
    [userId, limits.passwordFailuresMax, limits.passwordLockMinutes],
  );
  const row = rows[0];
  if (!row) return fail(429, reasons.tooManyWrongPasswords);
  if (!(await passwords.matches(row.password_hash, password))) return fail(401, reasons.wrongCurrentPassword);
  await db.query('update users set password_failures = 0, password_failed_at = null where id = $1', [userId]);
  return succeed(true);
}

/** Gives the account `userId` a new password hash. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}
