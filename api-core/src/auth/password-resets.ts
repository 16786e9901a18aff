import type { LanguageCode } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import type { Tokens } from '../platform';
import { accountNamed } from './account-store';
import { hashOf, linkUseResult, newLink } from './one-time-links';

/** The links to choose a new password (`password_resets`, migration 021): one-time links (./one-time-links.ts). */

/** A link just made: its id, its token (to put in the link, never stored) and when it stops working. */
export type NewResetLink = { id: string; token: string; expiresAt: string };

/**
 * Makes a link for the account `userId`, working once within `passwordResetMinutes`: asked for
 * by the person (`mail`, then sent by a job) or made by the admin `madeBy` to hand over.
 */
export async function addResetLink(
  db: Queryable,
  tokens: Tokens,
  link: { userId: string; requestedBy: 'mail' | 'admin'; madeBy: string | null },
): Promise<NewResetLink> {
  const { id, token, tokenHash } = await newLink(tokens, 'password-reset');
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into password_resets (id, user_id, token_hash, requested_by, made_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))
     returning expires_at`,
    [id, link.userId, tokenHash, link.requestedBy, link.madeBy, limits.passwordResetMinutes],
  );
  return { id, token, expiresAt: rows[0]!.expires_at.toISOString() };
}

/**
 * The accounts "Forgot your password?" names: the member with this username, and those with this
 * email address (letter case aside), each once. A person of another server has no password here.
 */
export async function accountsNamedBy(db: Queryable, login: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from users where lower(username) = lower($1) and domain is null union select id from users where lower(email) = lower($1)',
    [login],
  );
  return rows.map((row) => row.id);
}

/** How many reset mails the account `userId` was sent (or is about to be) in the last hour. */
export async function resetMailsThisHour(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from password_resets
      where user_id = $1 and requested_by = 'mail' and created_at > now() - interval '1 hour'`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** What a reset mail says and where it goes: the account, its address and language, and the link's token. */
export type ResetMail = {
  to: string;
  username: string;
  firstName: string;
  language: LanguageCode | null;
  token: string;
  expiresAt: string;
};

/**
 * The mail of the link `resetId`, or null when there is nothing to send any more: the link was
 * used or has expired (the job ran late), or the account is gone.
 */
export async function resetMailOf(db: Queryable, tokens: Tokens, resetId: string): Promise<ResetMail | null> {
  const { rows } = await db.query<{ email: string; username: string; first_name: string; language: LanguageCode | null; expires_at: Date }>(
    `select u.email, u.username, u.first_name, u.language, r.expires_at
       from password_resets r join users u on u.id = r.user_id
      where r.id = $1 and r.used_at is null and r.expires_at > now()`,
    [resetId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    to: row.email,
    username: row.username,
    firstName: row.first_name,
    language: row.language,
    token: await tokens.linkToken('password-reset', resetId),
    expiresAt: row.expires_at.toISOString(),
  };
}

/**
 * Uses the link whose token this is: the account it is for, or why it no longer works. Every
 * other open link of the account stops working with it. In one statement, so two uses sent at
 * once cannot both pass.
 */
export async function useResetLink(db: Queryable, token: string): Promise<Result<{ userId: string; username: string }>> {
  const { rows } = await db.query<{ user_id: string; username: string; used: boolean; expired: boolean; taken: boolean }>(
    `with found as (
       select r.id, r.user_id, r.used_at is not null as used, r.expires_at <= now() as expired
         from password_resets r where r.token_hash = $1
     ),
     taken as (
       update password_resets r set used_at = now()
         from found f
        where not f.used and not f.expired and r.user_id = f.user_id and r.used_at is null
       returning r.id
     )
     select f.user_id, u.username, f.used, f.expired, exists (select 1 from taken t where t.id = f.id) as taken
       from found f join users u on u.id = f.user_id`,
    [hashOf(token)],
  );
  const used = linkUseResult(rows[0], {
    invalid: reasons.resetLinkInvalid,
    used: reasons.resetLinkUsed,
    expired: reasons.resetLinkExpired,
  });
  return chain(used, (row) => succeed({ userId: row.user_id, username: row.username }));
}

/**
 * A link for the account named `username` (whatever its letter case), made by the server's
 * operator (`pnpm --filter api-server reset-link`); null when no account has that name.
 */
export async function operatorResetLink(
  db: Queryable,
  tokens: Tokens,
  username: string,
): Promise<(NewResetLink & { username: string }) | null> {
  const account = await accountNamed(db, username);
  if (!account) return null;
  const link = await addResetLink(db, tokens, { userId: account._id, requestedBy: 'admin', madeBy: null });
  return { ...link, username: account.username };
}
