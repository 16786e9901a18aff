import { limits } from 'api-contract/limits';
import type { ResetMail } from 'api-core/password-resets';
import { composeMail, writingTo, type MailCommunity } from './mail-layout';
import type { OutgoingMail } from './mailer';

/** Where a community names the page that takes a reset link's token (the shell's `/reset-password`). */
export const resetLinkOf = (publicUrl: string, token: string): string => `${publicUrl}/reset-password#token=${token}`;

/**
 * The mail with a link to choose a new password, in its recipient's language: it names only the
 * recipient's own account, and says what to do if they did not ask.
 */
export function passwordResetMail(reset: ResetMail, community: MailCommunity): OutgoingMail {
  const { language, i18n, greeting } = writingTo(reset, community);
  return composeMail({
    to: reset.to,
    language,
    community,
    subject: i18n._({ id: 'mail.reset.subject', message: 'Choose a new password for {community}', values: { community: community.name } }),
    greeting,
    before: [
      i18n._({
        id: 'mail.reset.asked',
        message:
          'Someone, we hope you, asked to choose a new password for your account @{username} on {community}. To choose one, open this link within {minutes} minutes:',
        values: { username: reset.username, community: community.name, minutes: limits.passwordResetMinutes },
      }),
    ],
    link: {
      url: resetLinkOf(community.publicUrl, reset.token),
      label: i18n._({ id: 'mail.reset.button', message: 'Choose a new password' }),
    },
    after: [
      i18n._({
        id: 'mail.reset.not-you',
        message: 'If you did not ask for this, ignore this mail: your password stays as it is, and the link stops working by itself.',
      }),
    ],
  });
}
