import type { Passkey } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import type { PasskeyAuthenticationAnswer, PasskeyRegistrationAnswer } from 'api-contract/payloads';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { fromBase64Url, toBase64Url } from 'api-contract/base64url';
import type { Queryable } from '../db/database';
import type { Community } from '../platform';
import { hashOf } from './one-time-links';

/**
 * Passkeys (`passkeys`, `passkey_challenges`, migration 024), through @simplewebauthn/server:
 * the options a browser's `navigator.credentials` calls take, and the checks of their answers
 * (the origin and the site they were made for, the challenge, the signature, the counter).
 * The library is loaded on the first passkey call, so the page's mock downloads it only then.
 */
const webAuthn = () => import('@simplewebauthn/server');

/** The site passkeys are made for: the community's address (its host is WebAuthn's RP ID). */
type RelyingParty = { id: string; name: string; origin: string };

export function relyingPartyOf(community: Community): RelyingParty {
  const address = new URL(community.origin);
  return { id: address.hostname, name: community.name, origin: address.origin };
}

/** The longest id a credential may have, in bytes (WebAuthn §5.8.3). */
const credentialIdMaxBytes = 1023;

/** How long passkey options wait for their answer: as long as a login's second step. */
const answerMinutes = limits.secondFactorMinutes;

/** A new random challenge: its bytes for the options, and the base64url text the answer names it by. */
function newChallenge(): { bytes: Uint8Array<ArrayBuffer>; token: string } {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return { bytes, token: toBase64Url(bytes) };
}

/** Keeps a challenge (its hash) until it is answered or its minutes pass; sweeps those that passed. */
async function keepChallenge(db: Queryable, token: string, purpose: 'register' | 'sign_in', userId: string | null): Promise<void> {
  await db.query('delete from passkey_challenges where expires_at <= now()');
  await db.query(
    `insert into passkey_challenges (token_hash, purpose, user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [hashOf(token), purpose, userId, answerMinutes],
  );
}

/**
 * Takes the challenge an answer names, once: deleted by the statement that finds it, so two
 * answers to one challenge cannot both count. False when it is unknown, another's, or expired.
 */
async function takeChallenge(tx: Queryable, token: string, purpose: 'register' | 'sign_in', userId: string | null): Promise<boolean> {
  const { rows } = await tx.query(
    `delete from passkey_challenges
      where token_hash = $1 and purpose = $2 and user_id is not distinct from $3 and expires_at > now()
      returning token_hash`,
    [hashOf(token), purpose, userId],
  );
  return rows.length > 0;
}

/** The challenge an answer was made for, as its client data says (checked again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON)));
    const challenge: unknown = typeof clientData === 'object' && clientData !== null ? Reflect.get(clientData, 'challenge') : null;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}

type StoredPasskey = { id: string; user_id: string; public_key: string; counter: string };

/** The account's passkeys, as its Settings lists them: the first registered first. */
export async function passkeysOf(db: Queryable, userId: string): Promise<Passkey[]> {
  const { rows } = await db.query<{ id: string; name: string; created_at: Date; last_used_at: Date | null }>(
    'select id, name, created_at, last_used_at from passkeys where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

/** The ids and transports of the account's passkeys, as options name them for the browser. */
async function credentialsOf(db: Queryable, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const { rows } = await db.query<{ id: string; transports: string[] }>(
    'select id, transports from passkeys where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/**
 * The options for adding a passkey to the account: a passkey the browser keeps (so it can sign
 * in without a name), none of the account's own again, no attestation (the community trusts any
 * authenticator the person chose).
 */
export async function registrationOptions(db: Queryable, community: Community, account: { userId: string; username: string }) {
  const existing = await credentialsOf(db, account.userId);
  if (existing.length >= limits.passkeysMax) return fail(409, reasons.passkeysFull);
  const { generateRegistrationOptions } = await webAuthn();
  const rp = relyingPartyOf(community);
  const challenge = newChallenge();
  await keepChallenge(db, challenge.token, 'register', account.userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.username,
    // The account's id as the passkey's user handle: a second registration on the same authenticator replaces the first.
    userID: new TextEncoder().encode(account.userId),
    challenge: challenge.bytes,
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return succeed(options);
}

/**
 * Checks a new passkey's answer to the account's registration options and keeps it under
 * `name`. The caller holds the account's lock (`lockSecondFactors`), so two registrations at once
 * cannot pass `passkeysMax` together; a passkey registered already (here or on another account)
 * is refused.
 */
export async function keepPasskey(
  tx: Queryable,
  community: Community,
  userId: string,
  passkey: { name: string; credential: PasskeyRegistrationAnswer },
): Promise<Result<true>> {
  const challenge = challengeOf(passkey.credential.response.clientDataJSON);
  if (!(await takeChallenge(tx, challenge, 'register', userId))) return fail(400, reasons.passkeyRequestEnded);
  const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from passkeys where user_id = $1', [userId]);
  if ((rows[0]?.count ?? 0) >= limits.passkeysMax) return fail(409, reasons.passkeysFull);
  const { verifyRegistrationResponse } = await webAuthn();
  const rp = relyingPartyOf(community);
  const verified = await verifyRegistrationResponse({
    response: {
      ...passkey.credential,
      response: { ...passkey.credential.response, transports: transportsOf(passkey.credential) },
      // Extensions are neither asked for nor read.
      clientExtensionResults: {},
    },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return fail(400, reasons.passkeyNotVerified);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  // WebAuthn's limit on a credential's id (§5.8.3): a longer one is no authenticator's.
  if (fromBase64Url(credential.id).length > credentialIdMaxBytes) return fail(400, reasons.passkeyNotVerified);
  const kept = await tx.query(
    `insert into passkeys (id, user_id, name, public_key, counter, transports, backed_up)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing returning id`,
    [
      credential.id,
      userId,
      passkey.name,
      toBase64Url(credential.publicKey),
      credential.counter,
      credential.transports ?? [],
      credentialBackedUp,
    ],
  );
  return kept.rows.length > 0 ? succeed(true) : fail(409, reasons.passkeyAlreadyRegistered);
}

/** The ways the browser said it reaches the passkey, those WebAuthn names (a browser may say more). */
const knownTransports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof knownTransports)[number];
const isTransport = (name: string): name is Transport => (knownTransports as readonly string[]).includes(name);
const transportsOf = (credential: PasskeyRegistrationAnswer): Transport[] => (credential.response.transports ?? []).filter(isTransport);

/** Removes one of the account's passkeys: false when it has none of that id. */
export async function removePasskey(tx: Queryable, userId: string, passkeyId: string): Promise<boolean> {
  const { rows } = await tx.query('delete from passkeys where id = $1 and user_id = $2 returning id', [passkeyId, userId]);
  return rows.length > 0;
}

/** The options for signing in with any passkey kept for this site, without a name: it must be unlocked (user verification). */
export async function signInOptions(db: Queryable, community: Community) {
  const { generateAuthenticationOptions } = await webAuthn();
  const challenge = newChallenge();
  await keepChallenge(db, challenge.token, 'sign_in', null);
  return generateAuthenticationOptions({ rpID: relyingPartyOf(community).id, challenge: challenge.bytes, userVerification: 'required' });
}

/**
 * The options for a login's second step, made with that step's own challenge (`token`): one of
 * the account's passkeys, unlocked or not (the password came first).
 */
export async function secondStepOptions(db: Queryable, community: Community, userId: string, token: string) {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: relyingPartyOf(community).id,
    challenge: fromBase64Url(token),
    allowCredentials: await credentialsOf(db, userId),
    userVerification: 'preferred',
  });
}

/** How a passkey's answer to a sign-in came out: the account it signs in, or why not. */
export type PasskeyCheck = { ok: true; userId: string } | { ok: false; why: 'unknown' | 'not_verified' };

/**
 * Checks a passkey's answer to sign-in options made with `challenge`: a passkey kept here (of
 * the account `userId`, when one is expected), signed for this site, by a counter that moved on
 * (a cloned key's goes back). Its row is locked while checked, and its counter and last use
 * are kept.
 */
export async function checkPasskeyAnswer(
  tx: Queryable,
  community: Community,
  answer: { challenge: string; credential: PasskeyAuthenticationAnswer; userId: string | null; unlocked: boolean },
): Promise<PasskeyCheck> {
  const { rows } = await tx.query<StoredPasskey>(
    'select id, user_id, public_key, counter::text as counter from passkeys where id = $1 for update',
    [answer.credential.id],
  );
  const stored = rows[0];
  if (!stored || (answer.userId !== null && stored.user_id !== answer.userId)) return { ok: false, why: 'unknown' };
  // The user handle, when the authenticator gives one, names the passkey's account (WebAuthn §7.2, step 6).
  const { userHandle } = answer.credential.response;
  if (userHandle && userHandle !== toBase64Url(new TextEncoder().encode(stored.user_id))) return { ok: false, why: 'unknown' };
  const { verifyAuthenticationResponse } = await webAuthn();
  const rp = relyingPartyOf(community);
  const verified = await verifyAuthenticationResponse({
    // Extensions are neither asked for nor read.
    response: { ...answer.credential, clientExtensionResults: {} },
    expectedChallenge: answer.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: stored.id, publicKey: fromBase64Url(stored.public_key), counter: Number(stored.counter) },
    requireUserVerification: answer.unlocked,
  }).catch(() => null);
  if (!verified?.verified) return { ok: false, why: 'not_verified' };
  await tx.query('update passkeys set counter = $2, last_used_at = now() where id = $1', [
    stored.id,
    verified.authenticationInfo.newCounter,
  ]);
  return { ok: true, userId: stored.user_id };
}

/** Takes a sign-in's challenge (without a password) once: false when it is unknown, used or expired. */
export const takeSignInChallenge = (tx: Queryable, token: string): Promise<boolean> => takeChallenge(tx, token, 'sign_in', null);
