import type { LanguageCode } from 'api-contract/languages';
import type { Queryable } from 'api-core/database';
import type { Tokens } from 'api-core/platform';
import { resetMailOf } from 'api-core/password-resets';
import type { JobWorkers } from '../jobs/job-queue';
import type { Mailer } from './mailer';
import { passwordResetMail } from './password-reset-mail';

export type MailCommunity = { name: string; publicUrl: string; language: LanguageCode };

/**
 * What each mail job does. A job whose mail has nothing left to say (its link used or expired,
 * its account gone) ends without sending; a mail the SMTP server did not take throws, and the
 * queue tries it again later. Without mail (no SOCIAL_SMTP_URL) nothing enqueues a mail; one
 * left from before waits, failing in words the admins see.
 */
export function mailWorkers(db: Queryable, tokens: Tokens, mailer: Mailer | null, community: MailCommunity): JobWorkers {
  return {
    'mail.password-reset': async ({ resetId }) => {
      const reset = await resetMailOf(db, tokens, resetId);
      if (!reset) return;
      if (!mailer) throw new Error('Mail is off (SOCIAL_SMTP_URL is not set): this mail is tried again later.');
      await mailer.send(passwordResetMail(reset, community));
    },
  };
}
