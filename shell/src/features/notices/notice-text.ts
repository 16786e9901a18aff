import { t } from '@lingui/core/macro';
import { intlLanguage } from '../../i18n/catalogues';
import type { ModerationNotice } from 'api-contract/entities';

/** How long a removed comment's text may be where a notice quotes it. */
const quotedMax = 80;

const quoted = (text: string): string => `"${text.length > quotedMax ? `${text.slice(0, quotedMax - 1)}…` : text}"`;

const forGood = (until: string | null): until is null | 'infinity' => until === null || until === 'infinity';

/**
 * When a suspension ends, as the login's refusal says it (`messages.accountSuspended`, the
 * server's English): a minute in UTC, the same for every reader, or "for good".
 */
export function suspensionEnd(until: string | null): string {
  if (forGood(until)) return 'for good';
  return `until ${until.slice(0, 16).replace('T', ' ')} UTC`;
}

/** The minute a suspension ends, in UTC: as the login's refusal writes it in English, as `Intl` does in another language. */
function suspensionMinute(until: string): string {
  const language = intlLanguage();
  const time = Date.parse(until);
  if (language === null || Number.isNaN(time)) return until.slice(0, 16).replace('T', ' ');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(time);
}

/** What a moderator did, as the person it was done to reads it. */
export function noticeText({ action, targetType, content, until }: ModerationNotice): string {
  if (action === 'suspend') {
    if (forGood(until)) return t`Your account was suspended for good.`;
    const minute = suspensionMinute(until);
    return t`Your account was suspended until ${minute} UTC.`;
  }
  if (action === 'unsuspend') return t`Your suspension was lifted.`;
  if (targetType === 'post') {
    const title = quoted(content.title);
    return t`Your post ${title} was removed.`;
  }
  if (targetType === 'comment') {
    const text = quoted(content.text);
    return t`Your comment ${text} was removed.`;
  }
  return t`A moderator acted on your account.`;
}
