import { limits } from 'api-contract/limits';
import type { LanguageCode } from 'api-contract/languages';
import type { ConfirmationMail } from 'api-core/email-confirmations';
import { composeMail, writingTo, type MailCommunity } from './mail-layout';
import type { OutgoingMail } from './mailer';

/** Where a community names the page that takes a confirmation link's token (the shell's `/confirm-email`). */
export const confirmLinkOf = (publicUrl: string, token: string): string => `${publicUrl}/confirm-email#token=${token}`;

/** The mail that confirms an address: a new account's, or one an account changes to. */
export function confirmationMail(confirmation: ConfirmationMail, community: MailCommunity): OutgoingMail {
  const { language, i18n, greeting } = writingTo(confirmation, community);
  const values = { username: confirmation.username, community: community.name, hours: limits.emailConfirmationHours };
  return composeMail({
    to: confirmation.to,
    language,
    community,
    subject: i18n._({ id: 'mail.confirm.subject', message: 'Confirm your email address for {community}', values }),
    greeting,
    before: [
      confirmation.changingFrom === null
        ? i18n._({
            id: 'mail.confirm.new-account',
            message:
              'Welcome to {community}! To confirm that this address is yours, for your account @{username}, open this link within {hours} hours:',
            values,
          })
        : i18n._({
            id: 'mail.confirm.change',
            message:
              'You asked to use this address for your account @{username} on {community}, in place of the one it has now. To confirm it, open this link within {hours} hours:',
            values,
          }),
    ],
    link: {
      url: confirmLinkOf(community.publicUrl, confirmation.token),
      label: i18n._({ id: 'mail.confirm.button', message: 'Confirm this address' }),
    },
    after: [i18n._({ id: 'mail.confirm.not-you', message: 'If you did not ask for this, ignore this mail: nothing changes.' })],
  });
}

/** What the old address of an account is told when the account's address changed. */
export type ChangedNotice = { to: string; username: string; firstName: string; language: LanguageCode | null; newEmail: string };

/** The mail to an account's old address, once its new one is confirmed: in case the change was not its owner's. */
export function addressChangedMail(notice: ChangedNotice, community: MailCommunity): OutgoingMail {
  const { language, i18n, greeting } = writingTo(notice, community);
  return composeMail({
    to: notice.to,
    language,
    community,
    subject: i18n._({
      id: 'mail.changed.subject',
      message: 'The email address of your account on {community} changed',
      values: { community: community.name },
    }),
    greeting,
    before: [
      i18n._({
        id: 'mail.changed.body',
        message: 'The email address of your account @{username} on {community} is now {email}. From now on, its mail goes there.',
        values: { username: notice.username, community: community.name, email: notice.newEmail },
      }),
    ],
    after: [
      i18n._({
        id: 'mail.changed.not-you',
        message: 'If you did not make this change, tell the admins of the community at once: someone may know your password.',
      }),
    ],
  });
}
