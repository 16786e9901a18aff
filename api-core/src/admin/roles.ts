import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Role } from 'api-contract/runtime-config';
import type { Database, Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { lowerUsername } from '../users/user-lists';

/**
 * Gives the account `userId` the role `role`. The community keeps at least one admin: every
 * admin's row is locked before they are counted, so two admins taking each other's role at once
 * wait for one another and the second sees the first's change.
 */
export async function setRole(db: Database, userId: string, role: Role): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(`select id from users where role = 'admin' for update`);
    // Staff are members: a person of another server is nobody to give a role here.
    const { rows: target } = await tx.query<{ role: Role }>('select role from users where id = $1 and domain is null for update', [userId]);
    if (!target[0]) return fail(404, reasons.userNotFound(userId));
    const demotesLastAdmin = target[0].role === 'admin' && role !== 'admin' && rows.length <= 1;
    if (demotesLastAdmin) return fail(409, reasons.lastAdmin);
    await tx.query('update users set role = $2 where id = $1', [userId, role]);
    return succeed(true);
  });
}

/**
 * Makes the account named `username` (any letter case) an admin: how the first admin is made,
 * on the server's machine (`pnpm --filter api-server make-admin`). Its id, or null when no
 * account has that name.
 */
export async function makeAdmin(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `update users set role = 'admin' where lower(username) = lower($1) and domain is null returning id`,
    [username],
  );
  return rows[0]?.id ?? null;
}

/** The staff, admins first ('admin' sorts before 'moderator'), then by name: the users_staff index. */
export const staffKeyset: Keyset = {
  list: 'users.staff',
  columns: [column('role', 'text'), lowerUsername, column('id', 'id')],
  descending: false,
};

/** A page of the moderators and admins. */
export function staffQuery(page: Page): SqlQuery {
  const { params, param } = parameters();
  return {
    sql: `select u.id, ${keysSelected(staffKeyset, 'u')} from users u
           where u.role <> 'member' and ${startsAfter(staffKeyset, 'u', page, param)}
           order by ${orderedBy(staffKeyset, 'u')} limit ${param(page.limit + 1)}`,
    params,
  };
}
