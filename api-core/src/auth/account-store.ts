import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isUniqueViolation, type Queryable } from '../db/database';

export type NewAccount = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  bio: string;
  website: string;
};

/**
 * Opens an account, with an id the database makes; a name taken in any letter case is the spec's
 * 422, even when two signups race (the unique index lets one in).
 */
export async function createAccount(db: Queryable, account: NewAccount): Promise<Result<UserRef>> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (id, username, first_name, last_name, email, password_hash, bio, website)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7) returning id`,
      [account.username, account.firstName, account.lastName, account.email, account.passwordHash, account.bio, account.website],
    );
    return succeed({ _id: rows[0]!.id, username: account.username });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) return fail(422, messages.usernameTaken);
    throw error;
  }
}

/** The account a sign-in names, whatever the letter case of the name, with its password hash. */
export async function credentialsOf(db: Queryable, username: string): Promise<(UserRef & { passwordHash: string }) | null> {
  const { rows } = await db.query<{ id: string; username: string; password_hash: string }>(
    'select id, username, password_hash from users where lower(username) = lower($1)',
    [username],
  );
  const row = rows[0];
  return row ? { _id: row.id, username: row.username, passwordHash: row.password_hash } : null;
}

/** The account `id` names, if it still exists. */
export async function accountOf(db: Queryable, id: string): Promise<UserRef | null> {
  const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where id = $1', [id]);
  const row = rows[0];
  return row ? { _id: row.id, username: row.username } : null;
}
