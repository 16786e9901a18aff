import type { ModerationLogEntry, ReportCase } from 'api-contract/entities';
import type { reportReasons, reportTargetTypes } from 'api-contract/schemas';
import type { Role } from 'api-contract/runtime-config';

/** How the moderation screen names the contract's values to a person. */
export const reasonNames: Record<(typeof reportReasons)[number], string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  illegal: 'Illegal content',
  other: 'Something else',
};

export const roleNames: Record<Role, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };

type TargetType = (typeof reportTargetTypes)[number];

/** "post", "comment", "profile": what a case or an entry is about, in a sentence. */
export const targetNames: Record<TargetType, string> = { post: 'post', comment: 'comment', user: 'profile' };

/** The contract's end of a suspension for good; null (no end given) reads the same. */
const forGood = 'infinity';

const momentFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** When a suspension ends, in the moderator's own time zone ("Dec 2, 2026, 10:00 AM"); null: for good. */
export function suspensionEndMoment(until: string | null): string | null {
  if (until === null || until === forGood) return null;
  const time = Date.parse(until);
  return Number.isNaN(time) ? until : momentFormat.format(time);
}

/** "until Dec 2, 2026, 10:00 AM" or "for good", to follow "suspended". */
export function suspensionEnd(until: string | null): string {
  const moment = suspensionEndMoment(until);
  return moment === null ? 'for good' : `until ${moment}`;
}

/** Whether a suspension ending `until` still holds at `now` ("infinity" always does). */
export function suspensionHolds(until: string | null, now: number): boolean {
  if (until === null || until === forGood) return true;
  return Date.parse(until) > now;
}

/** The toast of a decision carried out: what happened, to whom. */
export function decisionToast({ action, targetType, subject, until, reportsSettled }: ModerationLogEntry): string {
  if (action === 'remove') return targetType === 'comment' ? 'Comment removed' : 'Post removed';
  if (action === 'suspend') return `@${subject.username} suspended ${suspensionEnd(until)}`;
  if (action === 'unsuspend') return `Lifted the suspension of @${subject.username}`;
  return reportsSettled > 1 ? `${reportsSettled} reports dismissed` : 'Report dismissed';
}

/** An entry of the log in one line: "Removed a post of @omarh", "Suspended @kenjisato". */
export function entryTitle({ action, targetType, subject }: ModerationLogEntry): string {
  const whose = `a ${targetNames[targetType]} of @${subject.username}`;
  if (action === 'remove') return `Removed ${whose}`;
  if (action === 'suspend') return `Suspended @${subject.username}`;
  if (action === 'unsuspend') return `Lifted the suspension of @${subject.username}`;
  return `Dismissed the reports of ${whose}`;
}

/** A case's heading: "Post by @omarh", "Comment by @priyanair", "Profile of @kenjisato". */
export function caseTitle({ targetType, author }: ReportCase): string {
  if (targetType === 'user') return `Profile of @${author.username}`;
  return `${targetType === 'post' ? 'Post' : 'Comment'} by @${author.username}`;
}
