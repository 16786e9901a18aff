import type { ModerationNotice } from 'api-contract/entities';

/** How long a removed comment's text may be where a notice quotes it. */
const quotedMax = 80;

const quoted = (text: string): string => `"${text.length > quotedMax ? `${text.slice(0, quotedMax - 1)}…` : text}"`;

/**
 * When a suspension ends, as the login's refusal says it (`messages.accountSuspended`): a
 * minute in UTC, the same for every reader, or "for good".
 */
export function suspensionEnd(until: string | null): string {
  if (until === null || until === 'infinity') return 'for good';
  return `until ${until.slice(0, 16).replace('T', ' ')} UTC`;
}

/** What a moderator did, as the person it was done to reads it. */
export function noticeText({ action, targetType, content, until }: ModerationNotice): string {
  if (action === 'suspend') return `Your account was suspended ${suspensionEnd(until)}.`;
  if (action === 'unsuspend') return 'Your suspension was lifted.';
  if (targetType === 'post') return `Your post ${quoted(content.title)} was removed.`;
  if (targetType === 'comment') return `Your comment ${quoted(content.text)} was removed.`;
  return 'A moderator acted on your account.';
}
