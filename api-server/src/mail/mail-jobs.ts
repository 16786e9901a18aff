import type { Queryable } from 'api-core/database';
import type { Tokens } from 'api-core/platform';
import { resetMailOf } from 'api-core/password-resets';
import { changedNoticeOf, confirmationMailOf } from 'api-core/email-confirmations';
import { addressChangedMail, confirmationMail } from './email-mails';
import type { JobWorkers } from '../jobs/job-queue';
import type { Mailer, OutgoingMail } from './mailer';
import { passwordResetMail } from './password-reset-mail';

import type { MailCommunity } from './mail-layout';

/**
 * What each mail job does. A job whose mail has nothing left to say (its link used or expired,
 * its account gone) ends without sending; a mail the SMTP server did not take throws, and the
 * queue tries it again later. Without mail (no SOCIAL_SMTP_URL) nothing enqueues a mail; one
 * left from before waits, failing in words the admins see.
 */
export function mailWorkers(
  db: Queryable,
  tokens: Tokens,
  mailer: Mailer | null,
  community: MailCommunity,
): Pick<JobWorkers, `mail.${string}` & keyof JobWorkers> {
  /** Hands a mail to the SMTP server; none to send (null) ends the job. */
  const send = async (mail: OutgoingMail | null) => {
    if (!mail) return;
    if (!mailer) throw new Error('Mail is off (SOCIAL_SMTP_URL is not set): this mail is tried again later.');
    await mailer.send(mail);
  };
  const made = <T>(found: T | null, compose: (found: T) => OutgoingMail) => (found ? compose(found) : null);
  return {
    'mail.password-reset': async ({ resetId }) =>
      send(made(await resetMailOf(db, tokens, resetId), (reset) => passwordResetMail(reset, community))),
    'mail.email-confirm': async ({ confirmationId }) =>
      send(made(await confirmationMailOf(db, tokens, confirmationId), (confirmation) => confirmationMail(confirmation, community))),
    'mail.email-changed': async ({ userId, oldEmail }) =>
      send(made(await changedNoticeOf(db, userId, oldEmail), (notice) => addressChangedMail(notice, community))),
  };
}
