import type { TwoFactor } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { Secret, TOTP } from 'otpauth';
import type { Database, Queryable } from '../db/database';
import type { SecondStep } from 'api-contract/payloads';
import { accountNamed } from './account-store';
import { passkeysOf } from './passkeys';
import { hashOf } from './one-time-links';

/**
 * The second factors of an account (`totp_factors`, `recovery_codes`, migration 023; passkeys
 * in passkeys.ts): an authenticator app, checked by otpauth (RFC 6238: six digits, thirty seconds, SHA-1, as every
 * authenticator app reads an `otpauth://` QR code), and its recovery codes.
 */

/** An authenticator's codes for `secret`, as the app the QR code set up shows them. */
const authenticator = (secret: string, account = '', issuer = '') =>
  new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** The thirty-second steps a code may be off by: the one before and after, for a clock a little off. */
const stepsOff = 1;

/** The six digits of an authenticator's code as typed (spaces aside, as some apps show `123 456`); null when it is no such code. */
function authenticatorDigits(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The thirty-second step a code belongs to, when it is one the app would show now (or a step
 * either side); null when it is not.
 */
function stepOf(secret: string, code: string): number | null {
  const digits = authenticatorDigits(code);
  if (digits === null) return null;
  const totp = authenticator(secret);
  // One reading of the clock for both, so a check across a step's boundary keeps the code's own step.
  const timestamp = Date.now();
  const delta = totp.validate({ token: digits, window: stepsOff, timestamp });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The person's second factors, as Settings shows them. */
export async function twoFactorOf(db: Queryable, userId: string): Promise<TwoFactor> {
  const { rows } = await db.query<{ authenticator: boolean; left: number }>(
    `select ${hasAppOf('u')} as authenticator,
            (select count(*)::int from recovery_codes r where r.user_id = u.id and r.used_at is null) as left
       from users u where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return { authenticator: row?.authenticator === true, recoveryCodesLeft: row?.left ?? 0, passkeys: await passkeysOf(db, userId) };
}

/**
 * A new secret for the account's authenticator app, waiting for a code to confirm it; it replaces
 * one still waiting. Refused while one is confirmed: the insert's condition reads it in the same
 * statement, so two setups at once cannot replace an app that counts.
 */
export async function startAuthenticator(
  db: Queryable,
  account: { userId: string; username: string; issuer: string },
): Promise<Result<{ secret: string; uri: string }>> {
  const secret = new Secret({ size: 20 }).base32;
  const { rows } = await db.query(
    `insert into totp_factors (user_id, secret) values ($1, $2)
     on conflict (user_id) do update set secret = excluded.secret, created_at = now(), last_step = null
       where totp_factors.confirmed_at is null
     returning user_id`,
    [account.userId, secret],
  );
  if (rows.length === 0) return fail(409, reasons.totpAlreadyOn);
  return succeed({ secret, uri: authenticator(secret, account.username, account.issuer).toString() });
}

/**
 * Confirms the authenticator app waiting with one of its codes: from then on a login asks for
 * one. The code's step is kept, so the same code cannot sign in afterwards.
 */
export async function confirmAuthenticator(db: Queryable, userId: string, code: string): Promise<Result<true>> {
  const { rows } = await db.query<{ secret: string; confirmed: boolean }>(
    'select secret, confirmed_at is not null as confirmed from totp_factors where user_id = $1',
    [userId],
  );
  const factor = rows[0];
  if (!factor) return fail(409, reasons.totpNotStarted);
  if (factor.confirmed) return fail(409, reasons.totpAlreadyOn);
  const step = stepOf(factor.secret, code);
  if (step === null) return fail(400, reasons.totpWrongCode);
  const confirmed = await db.query(
    `update totp_factors set confirmed_at = now(), last_step = $3
      where user_id = $1 and secret = $2 and confirmed_at is null returning user_id`,
    [userId, factor.secret, step],
  );
  // Another setup replaced the secret (or confirmed it) since it was read.
  return confirmed.rows.length > 0 ? succeed(true) : fail(409, reasons.totpNotStarted);
}

/**
 * Locks the account's row until the transaction ends: every change of its second factors takes
 * it first, so two at once (a passkey added in one tab, the app turned off in another) take turns
 * and each reads the factors the other left. Otherwise both could see "no factor yet" and the
 * second would replace the recovery codes the first just showed, or a removal could end the codes
 * of a passkey being added.
 */
export async function lockSecondFactors(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [userId]);
}

/** Turns the authenticator app off; its recovery codes end with it when no passkey is left. Takes the lock of `lockSecondFactors`. */
export async function removeAuthenticator(db: Queryable, userId: string): Promise<Result<true>> {
  await lockSecondFactors(db, userId);
  const { rows } = await db.query('delete from totp_factors where user_id = $1 and confirmed_at is not null returning user_id', [userId]);
  if (rows.length === 0) return fail(409, reasons.totpOff);
  await endRecoveryCodesWithoutFactor(db, userId);
  return succeed(true);
}

/** Ends the account's recovery codes once no second factor is left for them to stand in for. */
export async function endRecoveryCodesWithoutFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from recovery_codes r using users u where r.user_id = $1 and u.id = r.user_id and not ${hasSecondFactorOf('u')}`, [
    userId,
  ]);
}

/** SQL: whether the account of the `users` row `user` names has a confirmed authenticator app. */
const hasAppOf = (user: string): string =>
  `exists (select 1 from totp_factors t where t.user_id = ${user}.id and t.confirmed_at is not null)`;

/** SQL: whether the account of the `users` row `user` names has a passkey. */
const hasPasskeyOf = (user: string): string => `exists (select 1 from passkeys p where p.user_id = ${user}.id)`;

/** SQL: whether the account of the `users` row `user` names has a second factor a login must answer (a confirmed authenticator app, a passkey). */
export const hasSecondFactorOf = (user: string): string => `(${hasAppOf(user)} or ${hasPasskeyOf(user)})`;

/** Whether the account `userId` has a second factor a login must answer. */
export async function hasSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(`select ${hasSecondFactorOf('u')} as on from users u where u.id = $1`, [userId]);
  return rows[0]?.on === true;
}

/** The kinds of second step a login of the account `userId` may answer with; none when it has no second factor. */
export async function secondStepMethodsOf(db: Queryable, userId: string): Promise<SecondStep['methods']> {
  const { rows } = await db.query<{ app: boolean; passkey: boolean; codes: boolean }>(
    `select ${hasAppOf('u')} as app,
            ${hasPasskeyOf('u')} as passkey,
            exists (select 1 from recovery_codes r where r.user_id = u.id) as codes
       from users u where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || (!row.app && !row.passkey)) return [];
  const methods: SecondStep['methods'] = [];
  if (row.app) methods.push('authenticator');
  if (row.passkey) methods.push('passkey');
  if (row.codes) methods.push('recovery_code');
  return methods;
}

/** The letters of recovery codes: lower-case base32, with no 0, 1, 8 or 9 to read as O, l, B or g. */
const codeLetters = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code: ten random letters (50 bits), shown in two groups of five (`k3mzq-7rtdw`). */
function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const letters = [...bytes].map((byte) => codeLetters[byte % codeLetters.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A recovery code as typed (any case, with or without its dash or spaces), as its hash is kept. */
const recoveryHashOf = (code: string) => hashOf(code.toLowerCase().replace(/[^a-z2-7]/g, ''));

/** Ten new recovery codes for the account, shown once: the old ones, used or not, stop working. */
export async function replaceRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: limits.recoveryCodeCount }, newRecoveryCode);
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  await db.query('insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[]) on conflict do nothing', [
    userId,
    codes.map(recoveryHashOf),
  ]);
  return codes;
}

/** How a second step's code came out: right (and now used), wrong, or right but used already. */
export type CodeCheck = 'authenticator' | 'recovery_code' | 'wrong' | 'used';

/**
 * Uses a code of the account's second factor: the authenticator's (six digits) or a recovery
 * code. Each is taken by one update whose condition reads it (a step later than the last one
 * used, a recovery code not yet used), so two logins sending the same code at once cannot both
 * pass.
 */
export async function takeSecondFactorCode(db: Queryable, userId: string, code: string): Promise<CodeCheck> {
  if (authenticatorDigits(code) !== null) return takeAuthenticatorCode(db, userId, code);
  const hash = recoveryHashOf(code);
  const { rows } = await db.query<{ used: boolean }>(
    `with taken as (
       update recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning false as used
     )
     select used from taken
     union all
     select true from recovery_codes where user_id = $1 and code_hash = $2 and used_at is not null and not exists (select 1 from taken)`,
    [userId, hash],
  );
  const row = rows[0];
  if (!row) return 'wrong';
  return row.used ? 'used' : 'recovery_code';
}

async function takeAuthenticatorCode(db: Queryable, userId: string, code: string): Promise<CodeCheck> {
  const { rows } = await db.query<{ secret: string }>('select secret from totp_factors where user_id = $1 and confirmed_at is not null', [
    userId,
  ]);
  const factor = rows[0];
  const step = factor ? stepOf(factor.secret, code) : null;
  if (step === null) return 'wrong';
  const taken = await db.query(
    `update totp_factors set last_step = $2
      where user_id = $1 and confirmed_at is not null and (last_step is null or last_step < $2) returning user_id`,
    [userId, step],
  );
  return taken.rows.length > 0 ? 'authenticator' : 'used';
}

/**
 * The operator's way back in for someone who lost both their phone and their recovery codes
 * (`pnpm --filter api-server two-factor-off`): turns every second factor of the account named
 * `username` off (the app, passkeys, recovery codes). Its name as the database spells it, whether one was on; null when no account
 * has that name.
 */
export async function operatorTurnOffTwoFactor(db: Database, username: string): Promise<{ username: string; wasOn: boolean } | null> {
  const account = await accountNamed(db, username);
  if (!account) return null;
  const wasOn = await db.transaction(async (tx) => {
    const on = await hasSecondFactor(tx, account._id);
    await tx.query('delete from totp_factors where user_id = $1', [account._id]);
    await tx.query('delete from passkeys where user_id = $1', [account._id]);
    await tx.query('delete from recovery_codes where user_id = $1', [account._id]);
    return on;
  });
  return { username: account.username, wasOn };
}
