import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { intlLanguage } from 'shell/i18n';
import type { ModerationLogEntry, ReportCase } from 'api-contract/entities';
import type { reportReasons, reportTargetTypes } from 'api-contract/schemas';
import type { Role } from 'api-contract/runtime-config';

/** How the moderation screen names the contract's values to a person (shown with `i18n._`). */
export const reasonNames: Record<(typeof reportReasons)[number], MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  illegal: msg`Illegal content`,
  other: msg`Something else`,
};

export const roleNames: Record<Role, MessageDescriptor> = {
  member: msg({ message: 'Member', context: 'role' }),
  moderator: msg({ message: 'Moderator', context: 'role' }),
  admin: msg({ message: 'Admin', context: 'role' }),
};

type TargetType = (typeof reportTargetTypes)[number];

/** The contract's end of a suspension for good; null (no end given) reads the same. */
const forGood = 'infinity';

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** The moment format of the interface's language (English's as it always was). */
function momentFormat(): Intl.DateTimeFormat {
  const locale = intlLanguage() ?? 'en';
  let format = momentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(locale, format);
  }
  return format;
}

/** When a suspension ends, in the moderator's own time zone ("Dec 2, 2026, 10:00 AM"); null: for good. */
export function suspensionEndMoment(until: string | null): string | null {
  if (until === null || until === forGood) return null;
  const time = Date.parse(until);
  return Number.isNaN(time) ? until : momentFormat().format(time);
}

/** "Suspended until Dec 2, 2026, 10:00 AM" or "Suspended for good": an author's suspension, while it holds. */
export function suspendedWords(until: string | null): string {
  const moment = suspensionEndMoment(until);
  return moment === null ? t`Suspended for good` : t`Suspended until ${moment}`;
}

/** Whether a suspension ending `until` still holds at `now` ("infinity" always does). */
export function suspensionHolds(until: string | null, now: number): boolean {
  if (until === null || until === forGood) return true;
  return Date.parse(until) > now;
}

/** The toast of a decision carried out: what happened, to whom. */
export function decisionToast({ action, targetType, subject, until, reportsSettled }: ModerationLogEntry): string {
  const username = subject?.username ?? '';
  if (action === 'remove') {
    if (targetType === 'comment') return t`Comment removed`;
    return targetType === 'message' ? t`Message removed` : t`Post removed`;
  }
  if (action === 'suspend') {
    const moment = suspensionEndMoment(until);
    return moment === null ? t`@${username} suspended for good` : t`@${username} suspended until ${moment}`;
  }
  if (action === 'unsuspend') return t`Lifted the suspension of @${username}`;
  // A dismissal settles one report at least.
  const settled = Math.max(reportsSettled, 1);
  return plural(settled, { one: 'Report dismissed', other: '# reports dismissed' });
}

/** An entry of the log in one line: "Removed a post of @omarh", "Suspended @kenjisato", "Limited the server spam.example". */
export function entryTitle({ action, targetType, targetId, subject, serverBlock }: ModerationLogEntry): string {
  if (action === 'block_server') {
    return serverBlock?.severity === 'limit' ? t`Limited the server ${targetId}` : t`Suspended the server ${targetId}`;
  }
  if (action === 'unblock_server') return t`Lifted the block of the server ${targetId}`;
  const username = subject?.username ?? '';
  if (action === 'suspend') return t`Suspended @${username}`;
  if (action === 'unsuspend') return t`Lifted the suspension of @${username}`;
  if (action === 'remove') {
    if (targetType === 'comment') return t`Removed a comment of @${username}`;
    if (targetType === 'user') return t`Removed a profile of @${username}`;
    if (targetType === 'message') return t`Removed a message of @${username}`;
    return t`Removed a post of @${username}`;
  }
  if (targetType === 'comment') return t`Dismissed the reports of a comment of @${username}`;
  if (targetType === 'user') return t`Dismissed the reports of a profile of @${username}`;
  if (targetType === 'message') return t`Dismissed the reports of a message of @${username}`;
  return t`Dismissed the reports of a post of @${username}`;
}

/** What a server's block does besides its severity: its images not fetched, or nothing more. */
export function serverBlockWords({ serverBlock }: ModerationLogEntry): string | null {
  return serverBlock?.rejectMedia ? t`Its images are not fetched.` : null;
}

/** What an entry of the log is about: "The post “Sunday ride: 80 km…”", or "A post" when it has no words. */
export function entryContent(targetType: TargetType, what: string): string {
  if (what) {
    if (targetType === 'comment') return t`The comment “${what}”`;
    if (targetType === 'user') return t`The profile “${what}”`;
    if (targetType === 'message') return t`The message “${what}”`;
    return t`The post “${what}”`;
  }
  if (targetType === 'comment') return t`A comment`;
  if (targetType === 'user') return t`A profile`;
  if (targetType === 'message') return t`A message`;
  return t`A post`;
}

/** A case's heading: "Post by @omarh", "Comment by @priyanair", "Message by @omarh", "Profile of @kenjisato". */
export function caseTitle({ targetType, author }: ReportCase): string {
  const { username } = author;
  switch (targetType) {
    case 'user':
      return t`Profile of @${username}`;
    case 'post':
      return t`Post by @${username}`;
    case 'comment':
      return t`Comment by @${username}`;
    case 'message':
      return t`Message by @${username}`;
  }
}
