import { directionOf, type LanguageCode } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import type { ResetMail } from 'api-core/password-resets';
import { mailWordsIn } from './mail-words';
import type { OutgoingMail } from './mailer';

/** Where a community names the page that takes a reset link's token (the shell's `/reset-password`). */
export const resetLinkOf = (publicUrl: string, token: string): string => `${publicUrl}/reset-password#token=${token}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The mail with a link to choose a new password, in its recipient's language, as text and as
 * HTML: it names only the recipient's own account, and says what to do if they did not ask.
 */
export function passwordResetMail(reset: ResetMail, community: { name: string; publicUrl: string; language: LanguageCode }): OutgoingMail {
  const language = reset.language ?? community.language;
  const i18n = mailWordsIn(language);
  const link = resetLinkOf(community.publicUrl, reset.token);
  const subject = i18n._({
    id: 'mail.reset.subject',
    message: 'Choose a new password for {community}',
    values: { community: community.name },
  });
  const greeting = i18n._({ id: 'mail.greeting', message: 'Hello {name},', values: { name: reset.firstName } });
  const asked = i18n._({
    id: 'mail.reset.asked',
    message:
      'Someone, we hope you, asked to choose a new password for your account @{username} on {community}. To choose one, open this link within {minutes} minutes:',
    values: { username: reset.username, community: community.name, minutes: limits.passwordResetMinutes },
  });
  const button = i18n._({ id: 'mail.reset.button', message: 'Choose a new password' });
  const notYou = i18n._({
    id: 'mail.reset.not-you',
    message: 'If you did not ask for this, ignore this mail: your password stays as it is, and the link stops working by itself.',
  });
  const signature = `— ${community.name}`;
  const text = [greeting, '', asked, '', link, '', notYou, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(asked)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.6em 1.2em; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(button)}</a></p>
<p style="word-break: break-all;"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(notYou)}</p>
<p>${escapeHtml(signature)}</p>
</body>
</html>
`;
  return { to: reset.to, subject, text, html, language };
}
