import type { LanguageCode } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import type { Jobs, Tokens } from '../platform';
import { hashOf, linkUseResult, newLink } from '../auth/one-time-links';

/**
 * The links that confirm an email address (`email_confirmations`, migration 022): an account's
 * own address after signup, or one it changes to: one-time links (../auth/one-time-links.ts).
 */

/**
 * Makes a link confirming `email` for the account `userId`, working once within
 * `emailConfirmationHours`, and enqueues its mail in the same transaction `tx`. Nothing is made
 * when the account was sent `confirmationMailsPerHour` links this hour already: said only by the
 * result, so a caller can answer alike.
 */
export async function mailConfirmation(tx: Queryable, tokens: Tokens, jobs: Jobs, userId: string, email: string): Promise<boolean> {
  const { rows } = await tx.query<{ count: number }>(
    `select count(*)::int as count from email_confirmations where user_id = $1 and created_at > now() - interval '1 hour'`,
    [userId],
  );
  if ((rows[0]?.count ?? 0) >= limits.confirmationMailsPerHour) return false;
  const { id, tokenHash } = await newLink(tokens, 'email-confirm');
  await tx.query(
    `insert into email_confirmations (id, user_id, email, token_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [id, userId, email, tokenHash, limits.emailConfirmationHours],
  );
  await jobs.enqueue(tx, { name: 'mail.email-confirm', data: { confirmationId: id } });
  return true;
}

/** What a confirmation mail says and where it goes: the address to confirm, whether it is a change, the link's token. */
export type ConfirmationMail = {
  to: string;
  username: string;
  firstName: string;
  language: LanguageCode | null;
  /** The account's address now, when `to` is one it changes to. */
  changingFrom: string | null;
  token: string;
};

/** The mail of the link `confirmationId`, or null when there is nothing to send any more (used, expired, the account gone). */
export async function confirmationMailOf(db: Queryable, tokens: Tokens, confirmationId: string): Promise<ConfirmationMail | null> {
  const { rows } = await db.query<{ to: string; current: string; username: string; first_name: string; language: LanguageCode | null }>(
    `select c.email as to, u.email as current, u.username, u.first_name, u.language
       from email_confirmations c join users u on u.id = c.user_id
      where c.id = $1 and c.used_at is null and c.expires_at > now()`,
    [confirmationId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    to: row.to,
    username: row.username,
    firstName: row.first_name,
    language: row.language,
    changingFrom: row.to.toLowerCase() === row.current.toLowerCase() ? null : row.current,
    token: await tokens.linkToken('email-confirm', confirmationId),
  };
}

/** A confirmation used: the account, the address it confirmed, and the one it replaced (null when it was the same). */
export type Confirmed = { userId: string; username: string; email: string; replaced: string | null };

/**
 * Uses the link whose token this is: its address becomes the account's, confirmed, and every
 * other open link of the account stops working. In one statement, so two uses sent at once
 * cannot both pass.
 */
export async function useConfirmation(db: Queryable, token: string): Promise<Result<Confirmed>> {
  const { rows } = await db.query<{
    user_id: string;
    username: string;
    email: string;
    previous: string;
    used: boolean;
    expired: boolean;
    taken: boolean;
  }>(
    `with found as (
       select c.id, c.user_id, c.email, c.used_at is not null as used, c.expires_at <= now() as expired
         from email_confirmations c where c.token_hash = $1
     ),
     taken as (
       update email_confirmations c set used_at = now()
         from found f
        where not f.used and not f.expired and c.user_id = f.user_id and c.used_at is null
       returning c.id
     ),
     before as (select u.id, u.email from users u join found f on f.user_id = u.id),
     confirmed as (
       update users u set email = f.email, email_confirmed = true
         from found f
        where u.id = f.user_id and exists (select 1 from taken t where t.id = f.id)
       returning u.id
     )
     select f.user_id, u.username, f.email, b.email as previous, f.used, f.expired, exists (select 1 from confirmed) as taken
       from found f join users u on u.id = f.user_id join before b on b.id = f.user_id`,
    [hashOf(token)],
  );
  const used = linkUseResult(rows[0], {
    invalid: reasons.confirmLinkInvalid,
    used: reasons.confirmLinkUsed,
    expired: reasons.confirmLinkExpired,
  });
  return chain(used, (row) => {
    const replaced = row.previous.toLowerCase() === row.email.toLowerCase() ? null : row.previous;
    return succeed({ userId: row.user_id, username: row.username, email: row.email, replaced });
  });
}

/** SQL: the address the account `user` (a `users` row's alias) changes to, waiting for its link; null for none. */
export const pendingEmailOf = (user: string): string =>
  `(select c.email from email_confirmations c
     where c.user_id = ${user}.id and c.used_at is null and c.expires_at > now() and lower(c.email) <> lower(${user}.email)
     order by c.created_at desc limit 1)`;

/** The account's address now, whether it is confirmed, and the address it changes to, if one waits. */
export async function addressOf(
  db: Queryable,
  userId: string,
): Promise<{ email: string; confirmed: boolean; pending: string | null } | null> {
  const { rows } = await db.query<{ email: string; email_confirmed: boolean; pending: string | null }>(
    `select u.email, u.email_confirmed, ${pendingEmailOf('u')} as pending from users u where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { email: row.email, confirmed: row.email_confirmed, pending: row.pending } : null;
}

/** Gives the account `userId` the address `email` at once, not yet confirmed (a community without mail). */
export async function setAddress(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update users set email = $2, email_confirmed = false where id = $1', [userId, email]);
}

/** What the old address `oldEmail` of the account `userId` is told of its new one; null when the account is gone. */
export async function changedNoticeOf(
  db: Queryable,
  userId: string,
  oldEmail: string,
): Promise<{ to: string; username: string; firstName: string; language: LanguageCode | null; newEmail: string } | null> {
  const { rows } = await db.query<{ email: string; username: string; first_name: string; language: LanguageCode | null }>(
    'select email, username, first_name, language from users where id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { to: oldEmail, username: row.username, firstName: row.first_name, language: row.language, newEmail: row.email } : null;
}
