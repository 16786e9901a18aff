import { guestCredentials } from 'api-contract/guest';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { newPasswordProblem } from 'api-contract/rules/password-rules';
import { fail, succeed } from 'api-contract/rules/result';
import { Refused } from '../db/refused';
import { readFailingInboxes } from '../federation/delivery-failures';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { accountOf, memberAccountOf, setPasswordHash } from './account-store';
import { accountsNamedBy, addResetLink, resetMailsThisHour, useResetLink } from './password-resets';
import { endOtherSessions } from './session-store';

type PasswordResetHandlers = Pick<Handlers, 'requestPasswordReset' | 'resetPassword' | 'makePasswordResetLink' | 'getJobs'>;

/** The shared guest of a demo: everyone's, so nobody may take it over with a new password. */
const isSharedGuest = (platform: Platform, username: string) => platform.community.sharedGuest && username === guestCredentials.username;

/**
 * "Forgot your password?" and its link, the link an admin makes when there is no mail, and the
 * admins' view of the work the server does after answering (the mail among it).
 */
export function passwordResetHandlers(platform: Platform): PasswordResetHandlers {
  const { db, tokens, passwords, community, jobs } = platform;

  return {
    requestPasswordReset: async ({ body }) => {
      if (!community.mail) return fail(409, reasons.mailOff);
      // Each account the name or address matches gets a link, unless it was sent enough this hour;
      // the answer is the same either way, so it tells nobody who is a member. The link and its
      // mail's job commit together: a mail is never sent for a link that rolled back, nor lost.
      await db.transaction(async (tx) => {
        for (const userId of await accountsNamedBy(tx, body.login)) {
          const account = await accountOf(tx, userId);
          if (!account || isSharedGuest(platform, account.username)) continue;
          if ((await resetMailsThisHour(tx, userId)) >= limits.passwordResetMailsPerHour) continue;
          const link = await addResetLink(tx, tokens, { userId, requestedBy: 'mail', madeBy: null });
          await jobs.enqueue(tx, { name: 'mail.password-reset', data: { resetId: link.id } });
        }
      });
      return succeed(answer('full', { accepted: true as const }));
    },

    resetPassword: async ({ body }) => {
      // Judged before the link is used, so a weak choice leaves the link working for a better one.
      const weak = await newPasswordProblem(body.newPassword, []);
      if (weak) return fail(400, reasons.weakPassword(weak));
      const passwordHash = await passwords.hash(body.newPassword);
      // The link's use, the new password and the end of every session commit together; a refusal
      // once the account is known rolls the use back.
      return db
        .transaction(async (tx) => {
          const used = await useResetLink(tx, body.token);
          if (!used.ok) return used;
          const { userId, username } = used.value;
          if (isSharedGuest(platform, username)) throw new Refused(fail(403, reasons.guestAccountKept));
          const namesItself = await newPasswordProblem(body.newPassword, [username]);
          if (namesItself) throw new Refused(fail(400, reasons.weakPassword(namesItself)));
          await setPasswordHash(tx, userId, passwordHash);
          // A change of address someone started with the old password goes with it.
          await tx.query('update email_confirmations set used_at = now() where user_id = $1 and used_at is null', [userId]);
          const ended = await endOtherSessions(tx, userId, '', 'password_changed');
          return succeed(answer('full', { username, ended }));
        })
        .catch(Refused.result);
    },

    makePasswordResetLink: async ({ viewer, params }) => {
      const account = await memberAccountOf(db, params.userId);
      if (!account) return fail(404, reasons.userNotFound(params.userId));
      if (isSharedGuest(platform, account.username)) return fail(403, reasons.guestAccountKept);
      const link = await addResetLink(db, tokens, { userId: account._id, requestedBy: 'admin', madeBy: viewer._id });
      return succeed(answer('full', { token: link.token, expiresAt: link.expiresAt }));
    },

    getJobs: async () =>
      succeed(answer('full', { mail: community.mail, queues: await jobs.queues(), failingInboxes: await readFailingInboxes(db) })),
  };
}
