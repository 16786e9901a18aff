import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { checkOwnPassword, credentialsById } from './account-store';
import { checkPasskeyAnswer, keepPasskey, registrationOptions, removePasskey, signInOptions, takeSignInChallenge } from './passkeys';
import { keepSharedGuest } from './shared-guest';
import { signedIn } from './sign-in';
import { endRecoveryCodesWithoutFactor, hasSecondFactor, lockSecondFactors, replaceRecoveryCodes, twoFactorOf } from './two-factor';

type PasskeyHandlers = Pick<
  Handlers,
  'startPasskeyRegistration' | 'registerPasskey' | 'removePasskey' | 'passkeySignInOptions' | 'signInWithPasskey'
>;

/**
 * Passkeys in Settings (added with the password first, like every change of how one signs in;
 * removed the same way) and the sign-in with a passkey alone. A login's second step answered by
 * a passkey is the two-factor handlers'.
 */
export function passkeyHandlers(platform: Platform): PasskeyHandlers {
  const { db, passwords, community } = platform;

  return {
    startPasskeyRegistration: async ({ viewer, body }) => {
      // Every visitor signs in as the demo's guest: a passkey on it would lock the others out.
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const password = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!password.ok) return password;
      const options = await registrationOptions(db, community, { userId: viewer._id, username: viewer.username });
      return options.ok ? succeed(answer('full', { options: options.value })) : options;
    },

    registerPasskey: async ({ viewer, body }) => {
      // The passkey, and the recovery codes of a first second factor, commit together.
      const made = await db.transaction(async (tx) => {
        await lockSecondFactors(tx, viewer._id);
        const first = !(await hasSecondFactor(tx, viewer._id));
        const passkey = await keepPasskey(tx, community, viewer._id, body);
        if (!passkey.ok) return passkey;
        return succeed(first ? await replaceRecoveryCodes(tx, viewer._id) : []);
      });
      if (!made.ok) return made;
      return succeed(answer('full', { twoFactor: await twoFactorOf(db, viewer._id), recoveryCodes: made.value }));
    },

    removePasskey: async ({ viewer, params, body }) => {
      const password = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!password.ok) return password;
      const removed = await db.transaction(async (tx) => {
        await lockSecondFactors(tx, viewer._id);
        if (!(await removePasskey(tx, viewer._id, params.passkeyId))) return false;
        await endRecoveryCodesWithoutFactor(tx, viewer._id);
        return true;
      });
      if (!removed) return fail(404, reasons.passkeyNotFound);
      return succeed(answer('full', { twoFactor: await twoFactorOf(db, viewer._id) }));
    },

    passkeySignInOptions: async () => succeed(answer('full', { options: await signInOptions(db, community) })),

    signInWithPasskey: async ({ body, userAgent }) => {
      // The challenge is taken whatever the answer: an answer that fails cannot be tried again with it.
      const checked = await db.transaction(async (tx) => {
        if (!(await takeSignInChallenge(tx, body.challenge))) return fail(400, reasons.passkeyRequestEnded);
        const check = await checkPasskeyAnswer(tx, community, { ...body, userId: null, unlocked: true });
        if (!check.ok) return check.why === 'unknown' ? fail(401, reasons.passkeyUnknown) : fail(400, reasons.passkeyNotVerified);
        return succeed(check.userId);
      });
      if (!checked.ok) return checked;
      const account = await credentialsById(db, checked.value);
      if (!account) return fail(404, reasons.accountGone);
      if (account.suspension) return fail(403, reasons.accountSuspended(account.suspension.until, account.suspension.reason));
      return signedIn(platform, { _id: account._id, username: account.username }, userAgent, 'passkey');
    },
  };
}
