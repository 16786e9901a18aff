import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { accountOf } from '../auth/account-store';
import type { Queryable } from '../db/database';

/** The id of the user named exactly `username` (users_username_key finds them whatever the case; then the case must match). */
export async function userIdNamed(db: Queryable, username: string): Promise<Result<string>> {
  const { rows } = await db.query<{ id: string }>('select id from users where lower(username) = lower($1) and username = $1', [username]);
  return rows[0] ? succeed(rows[0].id) : fail(404, reasons.usernameNotFound(username));
}

/** The user `userId` names, or the contract's 404 naming the id. */
export async function userRefOf(db: Queryable, userId: string): Promise<Result<UserRef>> {
  const found = await accountOf(db, userId);
  return found ? succeed(found) : fail(404, reasons.userNotFound(userId));
}
