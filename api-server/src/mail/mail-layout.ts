import { directionOf, type LanguageCode } from 'api-contract/languages';
import type { I18n } from '@lingui/core';
import { mailWordsIn } from './mail-words';
import type { OutgoingMail } from './mailer';
import { escapeHtml } from 'api-core/post-html';

/** The community as its mails name it: its name, its address, and the language for whoever chose none. */
export type MailCommunity = { name: string; publicUrl: string; language: LanguageCode };

/**
 * Whom a mail is written to: its language (the account's, else the community's), the words in
 * it, and the greeting by first name every mail opens with.
 */
export function writingTo(
  recipient: { language: LanguageCode | null; firstName: string },
  community: MailCommunity,
): { language: LanguageCode; i18n: I18n; greeting: string } {
  const language = recipient.language ?? community.language;
  const i18n = mailWordsIn(language);
  const greeting = i18n._({ id: 'mail.greeting', message: 'Hello {name},', values: { name: recipient.firstName } });
  return { language, i18n, greeting };
}

/** What a mail says, already in its language: paragraphs, an optional link with its button, and words after it. */
export type MailContent = {
  to: string;
  language: LanguageCode;
  subject: string;
  greeting: string;
  before: string[];
  link?: { url: string; label: string };
  after: string[];
  community: MailCommunity;
};

/**
 * One mail as a text part and an HTML part saying the same, in its reader's language and
 * direction, signed with the community's name. Every word is escaped: names are people's own.
 */
export function composeMail({ to, language, subject, greeting, before, link, after, community }: MailContent): OutgoingMail {
  const signature = `— ${community.name}`;
  const text = [greeting, ...before, ...(link ? [link.url] : []), ...after, signature].join('\n\n') + '\n';
  const paragraph = (words: string) => `<p>${escapeHtml(words)}</p>`;
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 0.6em 1.2em; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(link.label)}</a></p>
<p style="word-break: break-all;"><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem;">
${[greeting, ...before].map(paragraph).join('\n')}
${button}
${[...after, signature].map(paragraph).join('\n')}
</body>
</html>
`;
  return { to, subject, text, html, language };
}
