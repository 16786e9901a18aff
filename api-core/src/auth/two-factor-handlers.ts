import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { Refused } from '../db/refused';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { checkOwnPassword, credentialsById } from './account-store';
import { keepSharedGuest } from './shared-guest';
import { signedIn, type SignInMethod } from './sign-in';
import { checkPasskeyAnswer } from './passkeys';
import { closeChallenge, countWrongCode, lockChallenge } from './sign-in-challenges';
import {
  confirmAuthenticator,
  hasSecondFactor,
  lockSecondFactors,
  removeAuthenticator,
  replaceRecoveryCodes,
  startAuthenticator,
  twoFactorOf,
  takeSecondFactorCode,
} from './two-factor';

type TwoFactorHandlers = Pick<
  Handlers,
  'getTwoFactor' | 'startTotpSetup' | 'confirmTotp' | 'turnOffTotp' | 'makeRecoveryCodes' | 'loginSecondFactor' | 'loginSecondFactorPasskey'
>;

/**
 * Two-factor sign-in: an authenticator app set up and confirmed in Settings, its recovery codes,
 * and a login's second step. Turning a factor on or off, or making new codes, asks for the
 * password first, as a change of how one signs in should.
 */
export function twoFactorHandlers(platform: Platform): TwoFactorHandlers {
  const { db, passwords, community } = platform;

  /**
   * Answers a second step's challenge with a code: the challenge is locked while its code is
   * checked, a wrong or used code is counted on it (and commits), a right one closes it.
   */
  const answerChallenge = (challenge: string, check: (tx: Queryable, userId: string) => Promise<Result<SignInMethod>>) =>
    db.transaction(async (tx) => {
      const open = await lockChallenge(tx, challenge);
      if (!open.ok) return open;
      const how = await check(tx, open.value.userId);
      if (!how.ok) {
        await countWrongCode(tx, open.value.id);
        return how;
      }
      await closeChallenge(tx, open.value.id);
      return succeed({ userId: open.value.userId, how: how.value });
    });

  /** A code of the account's, taken once: right, or refused as wrong or used. */
  const takeCode = async (tx: Queryable, userId: string, code: string): Promise<Result<SignInMethod>> => {
    const check = await takeSecondFactorCode(tx, userId, code);
    if (check === 'wrong' || check === 'used')
      return fail(401, check === 'used' ? reasons.secondFactorCodeUsed : reasons.wrongSecondFactorCode);
    return succeed(check);
  };

  /** The session of a second step answered, unless the account went or was suspended between the two steps. */
  const secondStepSignedIn = async (answered: Result<{ userId: string; how: SignInMethod }>, userAgent: string | undefined) => {
    if (!answered.ok) return answered;
    const account = await credentialsById(db, answered.value.userId);
    if (!account) return fail(404, reasons.accountGone);
    // A suspension that began between the two steps holds as it would at the first.
    if (account.suspension) return fail(403, reasons.accountSuspended(account.suspension.until, account.suspension.reason));
    return signedIn(platform, { _id: account._id, username: account.username }, userAgent, answered.value.how);
  };

  /**
   * Ten new recovery codes, shown once, made in the transaction of the change `first` allows
   * them with (the app confirmed, or found on): both commit, or neither. The person's factors after.
   */
  const withNewRecoveryCodes = async (userId: string, first: (tx: Queryable) => Promise<Result<true>>) => {
    const made = await db
      .transaction(async (tx) => {
        await lockSecondFactors(tx, userId);
        const allowed = await first(tx);
        if (!allowed.ok) throw new Refused(allowed);
        return succeed(await replaceRecoveryCodes(tx, userId));
      })
      .catch(Refused.result);
    if (!made.ok) return made;
    return succeed(answer('full', { recoveryCodes: made.value, twoFactor: await twoFactorOf(db, userId) }));
  };

  return {
    getTwoFactor: async ({ viewer }) => succeed(answer('full', { twoFactor: await twoFactorOf(db, viewer._id) })),

    startTotpSetup: async ({ viewer, body }) => {
      // Every visitor signs in as the demo's guest: a second factor on it would lock the others out.
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const password = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!password.ok) return password;
      const started = await startAuthenticator(db, { userId: viewer._id, username: viewer.username, issuer: community.name });
      return started.ok ? succeed(answer('full', started.value)) : started;
    },

    // The app counts only with its recovery codes.
    confirmTotp: ({ viewer, body }) => withNewRecoveryCodes(viewer._id, (tx) => confirmAuthenticator(tx, viewer._id, body.code)),

    turnOffTotp: async ({ viewer, body }) => {
      const password = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!password.ok) return password;
      const removed = await db.transaction((tx) => removeAuthenticator(tx, viewer._id));
      return removed.ok ? succeed(answer('full', { twoFactor: await twoFactorOf(db, viewer._id) })) : removed;
    },

    makeRecoveryCodes: async ({ viewer, body }) => {
      const password = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!password.ok) return password;
      // Recovery codes stand in for a second factor that is on (an app, a passkey), and for none other.
      return withNewRecoveryCodes(viewer._id, async (tx) =>
        (await hasSecondFactor(tx, viewer._id)) ? succeed(true) : fail(409, reasons.noSecondFactor),
      );
    },

    loginSecondFactor: async ({ body, userAgent }) =>
      secondStepSignedIn(await answerChallenge(body.challenge, (tx, userId) => takeCode(tx, userId, body.code)), userAgent),

    // A passkey answers the step's own challenge; one of another account's counts as a wrong answer.
    loginSecondFactorPasskey: async ({ body, userAgent }) =>
      secondStepSignedIn(
        await answerChallenge(body.challenge, async (tx, userId) => {
          const check = await checkPasskeyAnswer(tx, community, { ...body, userId, unlocked: false });
          if (check.ok) return succeed('passkey');
          // Registered nowhere, or another account's: to the person at this step, not one of theirs.
          return check.why === 'unknown' ? fail(401, reasons.notThisAccountsPasskey) : fail(400, reasons.passkeyNotVerified);
        }),
        userAgent,
      ),
  };
}
