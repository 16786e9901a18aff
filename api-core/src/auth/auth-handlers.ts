import * as reasons from 'api-contract/reasons';
import { newPasswordProblem } from 'api-contract/rules/password-rules';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { readUser } from '../users/user-views';
import { normalizeCode, takeInviteUse } from '../admin/invites';
import { requestSignup, waitingCredentialsOf } from '../admin/signup-requests';
import { Refused } from '../db/refused';
import { checkOwnPassword, createAccount, credentialsOf, setPasswordHash, type NewAccount } from './account-store';
import { mailConfirmation } from '../account/email-confirmations';
import { endOtherSessions, endSession, listSessions } from './session-store';
import { openChallenge } from './sign-in-challenges';
import { signedIn, tokenFor } from './sign-in';
import { secondStepOptions } from './passkeys';
import { secondStepMethodsOf } from './two-factor';
import { keepSharedGuest } from './shared-guest';

type AuthHandlers = Pick<Handlers, 'signup' | 'login' | 'logout' | 'getSessions' | 'endSession' | 'endOtherSessions' | 'changePassword'>;

/**
 * Signup and login, each answering the person's own record and a token naming a new session;
 * the calls on the person's sessions: log out, list them, end one, end every other; and the
 * password change.
 */
export function authHandlers(platform: Platform): AuthHandlers {
  const { db, tokens, passwords, community, jobs } = platform;

  /**
   * An account opened with an invite code: the code's use and the account commit together, so a
   * signup refused (a name taken) uses nothing.
   */
  const createInvitedAccount = (account: NewAccount, inviteCode: string) =>
    db
      .transaction(async (tx) => {
        const invite = await takeInviteUse(tx, normalizeCode(inviteCode));
        if (!invite.ok) return invite;
        const opened = await createAccount(tx, { ...account, invitedWith: invite.value });
        // Thrown, so that the use taken above rolls back with the refused row.
        if (!opened.ok) throw new Refused(opened);
        return opened;
      })
      .catch(Refused.result);

  /**
   * A hash of no one's password, made once by the platform's own hasher (so its cost is a real
   * one's): a login under a name no one has compares against it, and so takes as long as a login
   * with a wrong password. How long a login takes then tells nothing of which names exist.
   */
  let noOnesHash: Promise<string> | null = null;
  const compareWithNoOne = async (password: string) => {
    noOnesHash ??= passwords.hash("no one's password");
    await passwords.matches(await noOnesHash, password);
  };

  /**
   * A login under a name no account has: a signup still waiting for approval says so, in words,
   * to whoever knows its password; anyone else learns only that the name is not registered (a
   * wrong password's 401 would tell them the name waits), after as much work as a password costs.
   */
  const loginOfWaiting = async (username: string, password: string) => {
    const waiting = await waitingCredentialsOf(db, username);
    if (!waiting) await compareWithNoOne(password);
    const known = waiting !== null && (await passwords.matches(waiting.passwordHash, password));
    return known ? fail(403, reasons.awaitingApproval) : fail(404, reasons.userNotRegistered);
  };

  return {
    signup: async ({ body, userAgent }) => {
      const { password, inviteCode, reason, ...fields } = body;
      const { mode } = community.registration;
      if (mode === 'closed') return fail(403, reasons.signupsClosed);
      if (mode === 'invite' && inviteCode === '') return fail(403, reasons.inviteRequired);
      const weak = await newPasswordProblem(password, [fields.username, fields.firstName, fields.lastName, fields.email]);
      if (weak) return fail(400, reasons.weakPassword(weak));
      const account = { ...fields, passwordHash: await passwords.hash(password) };
      if (mode === 'approval') {
        const waiting = await requestSignup(db, { ...account, reason });
        return waiting.ok ? succeed(answer('full', { awaitingApproval: { username: waiting.value.username } })) : waiting;
      }
      const created = mode === 'invite' ? await createInvitedAccount(account, inviteCode) : await createAccount(db, account);
      if (!created.ok) return created;
      // Its address is confirmed by the link mailed to it (a new one can be asked for in Settings).
      if (community.mail) await db.transaction((tx) => mailConfirmation(tx, tokens, jobs, created.value._id, fields.email));
      const createdUser = await readUser(platform, created.value._id, created.value);
      if (!createdUser) return fail(404, reasons.accountGone);
      return succeed(answer('full', { createdUser, encodedToken: await tokenFor(platform, created.value, userAgent, 'password') }));
    },

    login: async ({ body, userAgent }) => {
      const account = await credentialsOf(db, body.username);
      if (!account) return loginOfWaiting(body.username, body.password);
      if (!(await passwords.matches(account.passwordHash, body.password))) return fail(401, reasons.wrongPassword);
      // Said only to whoever knows the password: the name alone tells nobody of a suspension.
      const { suspension } = account;
      if (suspension) return fail(403, reasons.accountSuspended(suspension.until, suspension.reason));
      const me = { _id: account._id, username: account.username };
      // The password was right: an account with a second factor is asked for it before any session opens.
      const methods = await secondStepMethodsOf(db, me._id);
      if (methods.length > 0) {
        const challenge = await openChallenge(db, me._id);
        if (!challenge.ok) return challenge;
        // A passkey answers the step's own challenge, so either kind of answer closes the same step.
        const passkeyOptions = methods.includes('passkey') ? await secondStepOptions(db, community, me._id, challenge.value) : undefined;
        return succeed(answer('full', { secondFactor: { challenge: challenge.value, methods, passkeyOptions } }));
      }
      return signedIn(platform, me, userAgent, 'password');
    },

    logout: async ({ viewer }) => succeed(answer('full', { ended: await endSession(db, viewer._id, viewer.sessionId, 'signed_out') })),

    getSessions: async ({ viewer }) => succeed(answer('full', { sessions: await listSessions(db, viewer._id, viewer.sessionId) })),

    endSession: async ({ viewer, params }) => {
      // The guest may sign out of its own session, never another visitor's.
      const kept = params.sessionId === viewer.sessionId ? succeed(true) : keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const ended = await endSession(
        db,
        viewer._id,
        params.sessionId,
        params.sessionId === viewer.sessionId ? 'signed_out' : 'ended_elsewhere',
      );
      return ended > 0 ? succeed(answer('full', { ended })) : fail(404, reasons.sessionNotFound(params.sessionId));
    },

    changePassword: async ({ viewer, body }) => {
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const weak = await newPasswordProblem(body.newPassword, [viewer.username, body.currentPassword]);
      if (weak) return fail(400, reasons.weakPassword(weak));
      const current = await checkOwnPassword(db, passwords, viewer._id, body.currentPassword);
      if (!current.ok) return current;
      const passwordHash = await passwords.hash(body.newPassword);
      // The new password and the end of every other session commit together: no other browser
      // keeps a session the old password opened.
      const ended = await db.transaction(async (tx) => {
        await setPasswordHash(tx, viewer._id, passwordHash);
        return endOtherSessions(tx, viewer._id, viewer.sessionId, 'password_changed');
      });
      return succeed(answer('full', { ended }));
    },

    endOtherSessions: async ({ viewer }) => {
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      return succeed(answer('full', { ended: await endOtherSessions(db, viewer._id, viewer.sessionId, 'ended_elsewhere') }));
    },
  };
}
