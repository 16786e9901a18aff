import { msg } from '@lingui/core/macro';
import type { ModerationLogEntry } from 'api-contract/entities';
import type { moderationActions } from 'api-contract/schemas';
import { apiAction } from 'shell/api-call';
import { decisionToast } from './moderation-words';

export type ModerationAction = (typeof moderationActions)[number];

/**
 * A moderator's decision on one case of the queue (`caseKey`, its target), sent as an action on
 * its latest open report, which settles every open report of the same thing. `until`: a
 * suspension's end, null for good (and for the other actions).
 */
export type CaseDecision = { caseKey: string; reportId: string; action: ModerationAction; reason: string; until: string | null };
export type CaseDecided = { caseKey: string; entry: ModerationLogEntry };

/** Lifting someone's suspension, with the reason the log keeps. */
export type SuspensionLift = { userId: string; reason: string };
export type SuspensionLifted = { userId: string; entry: ModerationLogEntry };

// Both the queue and the log change with these (a case leaves, an entry arrives), so they live
// apart from either slice: neither imports the other. The form that asked says why a call was
// refused (a moderator may not suspend a moderator): no toast as well.
export const decideCase = apiAction('moderation/decideCase', {
  call: (api, { reportId, action, reason, until }: CaseDecision) => api.actOnReport({ reportId, body: { action, reason, until } }),
  success: ({ entry }, { caseKey }): CaseDecided => ({ caseKey, entry }),
  toast: ({ entry }) => decisionToast(entry),
  fallback: msg`Could not act on that report.`,
  subject: ({ caseKey }) => caseKey,
  shownInPlace: true,
});

export const liftSuspension = apiAction('moderation/liftSuspension', {
  call: (api, { userId, reason }: SuspensionLift) => api.unsuspend({ userId, body: { reason } }),
  success: ({ entry }, { userId }): SuspensionLifted => ({ userId, entry }),
  toast: ({ entry }) => decisionToast(entry),
  fallback: msg`Could not lift that suspension.`,
  subject: ({ userId }) => userId,
  shownInPlace: true,
});
