import { randomBytes } from '@noble/hashes/utils';
import type { Invite, UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, since a code is read aloud and
 * typed. 32 symbols, so a random byte modulo 32 picks one without bias; twelve are 60 bits,
 * beyond guessing at any rate the server answers.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 12;

/** A new random code. By hand: one line over the random bytes the API already uses. */
const newCode = (): string => Array.from(randomBytes(codeLength), (byte) => alphabet[byte % alphabet.length]).join('');

/** A code as someone typed it, read as Crockford reads it: no spaces or dashes, capitals, O as 0, I and L as 1. */
export const normalizeCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

/** Makes an invite code of `creator`'s that lets `uses` people in during the next `days` days. */
export async function createInvite(db: Queryable, creator: UserRef, uses: number, days: number): Promise<string> {
  const code = newCode();
  await db.query(
    `insert into invites (code, created_by, uses_max, uses_left, expires_at) values ($1, $2, $3, $3, now() + make_interval(days => $4))`,
    [code, creator._id, uses, days],
  );
  return code;
}

/**
 * Takes one use of the code `code` for a signup, in the signup's transaction: the row is updated
 * only while a use is left and the code has not expired, so parallel signups cannot take more
 * uses than it has. Answers who made it, or why it cannot be used.
 */
export async function takeInviteUse(tx: Queryable, code: string): Promise<Result<{ code: string; invitedBy: string }>> {
  const { rows } = await tx.query<{ created_by: string }>(
    `update invites set uses_left = uses_left - 1 where code = $1 and uses_left > 0 and expires_at > now() returning created_by`,
    [code],
  );
  if (rows[0]) return succeed({ code, invitedBy: rows[0].created_by });
  const { rows: found } = await tx.query<{ expired: boolean }>('select expires_at <= now() as expired from invites where code = $1', [
    code,
  ]);
  if (!found[0]) return fail(400, reasons.inviteNotFound);
  return fail(410, found[0].expired ? reasons.inviteExpired : reasons.inviteUsedUp);
}

/** Every code, or one person's, the newest first. */
export const inviteKeyset: Keyset = {
  list: 'invites.newest',
  columns: [column('created_at', 'time'), column('code', 'text')],
  descending: true,
};

/** A page of the codes `creatorId` made, or of every code when it is null (the invites_by_creator and invites_newest indexes). */
export function invitePageQuery(creatorId: string | null, page: Page): SqlQuery {
  const { params, param } = parameters();
  const mine = creatorId === null ? '' : `i.created_by = ${param(creatorId)} and`;
  return {
    sql: `select i.code as id, ${keysSelected(inviteKeyset, 'i')} from invites i
           where ${mine} ${startsAfter(inviteKeyset, 'i', page, param)}
           order by ${orderedBy(inviteKeyset, 'i')} limit ${param(page.limit + 1)}`,
    params,
  };
}

type InviteRow = {
  code: string;
  uses_left: number;
  expires_at: Date;
  created_at: Date;
  created_by: UserRef;
  joined: UserRef[];
};

/** The invites `codes` names, in that order, each with its maker and who joined with it. */
export async function readInvites(db: Queryable, codes: string[]): Promise<Invite[]> {
  const { rows } = await db.query<InviteRow>(
    `select i.code, i.uses_left, i.expires_at, i.created_at,
            jsonb_build_object('_id', maker.id, 'username', maker.username) as created_by,
            coalesce((select jsonb_agg(jsonb_build_object('_id', j.id, 'username', j.username) order by j.created_at, j.id)
                        from users j where j.invite_code = i.code), '[]'::jsonb) as joined
       from unnest($1::text[]) with ordinality as listed(code, ordinal)
       join invites i on i.code = listed.code
       join users maker on maker.id = i.created_by
      order by listed.ordinal`,
    [codes],
  );
  return rows.map((row) => ({
    code: row.code,
    usesLeft: row.uses_left,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    joined: row.joined,
  }));
}
