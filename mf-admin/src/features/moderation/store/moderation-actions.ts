import type { ModerationLogEntry } from 'api-contract/entities';
import type { moderationActions } from 'api-contract/schemas';
import { createAsyncAction } from 'shell/actions';

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
// apart from either slice: neither imports the other.
export const decideCase = createAsyncAction<CaseDecision, CaseDecided>('moderation/decideCase');
export const liftSuspension = createAsyncAction<SuspensionLift, SuspensionLifted>('moderation/liftSuspension');
