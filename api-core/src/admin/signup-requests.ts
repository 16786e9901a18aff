import type { SignupRequest, UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isUniqueViolation, type Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import type { NewAccount } from '../auth/account-store';

export type NewSignupRequest = NewAccount & { reason: string };

/**
 * Puts a signup on the admins' waiting list. Its name must be free among the accounts (whose
 * names are public). A name already waiting (the signup_requests_username index decides between
 * two at once) keeps its first signup, and this one is answered as if it waited too: a refusal
 * would tell anyone which names wait for approval, which nobody but the admins may see.
 */
export async function requestSignup(db: Queryable, request: NewSignupRequest): Promise<Result<UserRef>> {
  const { rows: taken } = await db.query('select 1 from users where lower(username) = lower($1)', [request.username]);
  if (taken.length > 0) return fail(422, reasons.usernameTaken);
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into signup_requests (id, username, first_name, last_name, email, password_hash, bio, website, reason)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        request.username,
        request.firstName,
        request.lastName,
        request.email,
        request.passwordHash,
        request.bio,
        request.website,
        request.reason,
      ],
    );
    return succeed({ _id: rows[0]!.id, username: request.username });
  } catch (error) {
    if (isUniqueViolation(error, 'signup_requests_username')) return succeed({ _id: '', username: request.username });
    throw error;
  }
}

/** The waiting signup a sign-in names, any letter case, with its password hash: login says it waits, not that it is unknown. */
export async function waitingCredentialsOf(db: Queryable, username: string): Promise<{ passwordHash: string } | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from signup_requests where lower(username) = lower($1)',
    [username],
  );
  return rows[0] ? { passwordHash: rows[0].password_hash } : null;
}

/**
 * Lets a waiting signup in: its row becomes an account under the same id, in one statement. A
 * name someone took meanwhile (the server's mode changed) is the spec's 422, and it keeps waiting.
 */
export async function approveSignup(db: Queryable, id: string): Promise<Result<UserRef & { email: string }>> {
  try {
    const { rows } = await db.query<{ id: string; username: string; email: string }>(
      `with approved as (delete from signup_requests where id = $1 returning *)
       insert into users (id, username, first_name, last_name, email, password_hash, bio, website, email_confirmed)
       select id, username, first_name, last_name, email, password_hash, bio, website, false from approved
       returning id, username, email`,
      [id],
    );
    return rows[0] ? succeed({ _id: rows[0].id, username: rows[0].username, email: rows[0].email }) : fail(404, reasons.signupNotFound(id));
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) return fail(422, reasons.usernameTaken);
    throw error;
  }
}

/** Refuses a waiting signup: it is forgotten, and its name is free again. Whether there was one. */
export async function refuseSignup(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from signup_requests where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** The waiting list, the oldest first (signup_requests_waiting). */
export const waitingKeyset: Keyset = {
  list: 'signups.waiting',
  columns: [column('created_at', 'time'), column('id', 'id')],
  descending: false,
};

export function waitingPageQuery(page: Page): SqlQuery {
  const { params, param } = parameters();
  return {
    sql: `select r.id, ${keysSelected(waitingKeyset, 'r')}, r.username, r.first_name, r.last_name, r.email, r.reason, r.created_at
            from signup_requests r
           where ${startsAfter(waitingKeyset, 'r', page, param)}
           order by ${orderedBy(waitingKeyset, 'r')} limit ${param(page.limit + 1)}`,
    params,
  };
}

export type WaitingRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  reason: string;
  created_at: Date;
};

export const toSignupRequest = (row: WaitingRow): SignupRequest => ({
  _id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
});
