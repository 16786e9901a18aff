import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { readUser } from '../users/user-views';
import { checkOwnPassword } from '../auth/account-store';
import { keepSharedGuest } from '../auth/shared-guest';
import { addressOf, mailConfirmation, setAddress, useConfirmation } from './email-confirmations';

type EmailHandlers = Pick<Handlers, 'confirmEmail' | 'resendEmailConfirmation' | 'changeEmail'>;

/**
 * One's email address: confirmed by the link mailed to it (after signup, after a change), a new
 * link on asking, and a change that asks for the password and, with mail, becomes the account's
 * only once the new address's link is opened, the old address told.
 */
export function emailHandlers(platform: Platform): EmailHandlers {
  const { db, tokens, passwords, community, jobs } = platform;

  return {
    confirmEmail: async ({ body }) =>
      db.transaction(async (tx) => {
        const confirmed = await useConfirmation(tx, body.token);
        if (!confirmed.ok) return confirmed;
        const { userId, username, email, replaced } = confirmed.value;
        // Reset links mailed to the old address stop working once the account's mail goes elsewhere.
        if (replaced !== null)
          await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [userId]);
        // The address it replaced learns of it, in case the change was not its owner's doing.
        if (replaced !== null && community.mail)
          await jobs.enqueue(tx, { name: 'mail.email-changed', data: { userId, oldEmail: replaced } });
        return succeed(answer('full', { username, email }));
      }),

    resendEmailConfirmation: async ({ viewer }) => {
      if (!community.mail) return fail(409, reasons.mailOff);
      const address = await addressOf(db, viewer._id);
      if (!address) return fail(404, reasons.accountGone);
      if (address.confirmed && address.pending === null) return fail(409, reasons.emailAlreadyConfirmed);
      // A change waiting is what needs confirming; past the hour's mails, asking again sends nothing.
      await db.transaction((tx) => mailConfirmation(tx, tokens, jobs, viewer._id, address.pending ?? address.email));
      return succeed(answer('full', { accepted: true as const }));
    },

    changeEmail: async ({ viewer, body }) => {
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const current = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!current.ok) return current;
      if (community.mail) await db.transaction((tx) => mailConfirmation(tx, tokens, jobs, viewer._id, body.email));
      else await setAddress(db, viewer._id, body.email);
      const user = await readUser(platform, viewer._id, viewer);
      return user ? succeed(answer('full', { user })) : fail(404, reasons.accountGone);
    },
  };
}
