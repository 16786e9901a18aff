import { msg } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import type { ReportCase } from 'api-contract/entities';
import type { LiveEvent } from 'api-contract/events';
import { trackPending } from 'shell/actions';
import { liveEventReceived } from 'shell/live';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { emptyPagedRecords, pagedListCall, type PagedRecords } from 'shell/paged-list';
import { decideCase, liftSuspension } from './moderation-actions';

/**
 * The moderation queue: each case (one thing reported, with its open reports) by its key
 * (`byId`), the queue as keys in the server's order (most reported, then latest), the cases with
 * a decision under way, and why the last decision on a case was refused, in the server's words.
 */
export type ReportsState = PagedRecords<ReportCase> & { deciding: string[]; refusals: Readonly<Record<string, string>> };

const initialState: ReportsState = { ...emptyPagedRecords, deciding: [], refusals: {} };

/**
 * A case is keyed by what it is about, not by its `_id`: that is its latest open report's, which
 * a new report changes, so a case reported again between two pages would show twice.
 */
export const caseKey = ({ targetType, targetId }: Pick<ReportCase, 'targetType' | 'targetId'>): string => `${targetType}/${targetId}`;

const queue = pagedListCall('moderationReports', {
  read: (api, query) => api.getReports({ query }),
  items: (answer) => answer.reports,
  idOf: caseKey,
  fallback: msg`Could not load the reports.`,
});
export const fetchReports = queue.fetch;

function withoutCase(state: ReportsState, key: string): ReportsState {
  const list = { ...state.list, ids: state.list.ids.filter((id) => id !== key) };
  return { ...state, byId: withoutEntry(state.byId, key), list, refusals: withoutEntry(state.refusals, key) };
}

/** Every case `matches` picks, changed by `change`; the same state when none is picked. */
function withCases(state: ReportsState, matches: (reported: ReportCase) => boolean, change: (reported: ReportCase) => ReportCase) {
  const picked = Object.values(state.byId).filter(matches);
  if (picked.length === 0) return state;
  return { ...state, byId: picked.reduce((byId, reported) => withEntry(byId, caseKey(reported), change(reported)), state.byId) };
}

/** Every case by `userId` shows their suspension as it now is (`until` null: none). */
const withSuspension = (state: ReportsState, userId: string, until: string | null) =>
  withCases(
    state,
    (reported) => reported.author._id === userId,
    (reported) => ({ ...reported, author: { ...reported.author, suspendedUntil: until } }),
  );

/** Which cases a live event says are about something gone: a post (and its comments), a comment, an account. */
function goneWith(event: LiveEvent): ((reported: ReportCase) => boolean) | null {
  if (event.type === 'post.deleted')
    return ({ targetType, targetId, content }) =>
      (targetType === 'post' && targetId === event.postId) || (targetType === 'comment' && content.postId === event.postId);
  if (event.type === 'comment.deleted') return ({ targetType, targetId }) => targetType === 'comment' && targetId === event.commentId;
  if (event.type === 'user.deleted') return ({ targetType, targetId }) => targetType === 'user' && targetId === event.userId;
  return null;
}

const markedGone = (reported: ReportCase): ReportCase => ({ ...reported, content: { ...reported.content, exists: false } });

function queueReducer(state: ReportsState, action: UnknownAction): ReportsState {
  const next = queue.recordsStep(state, action);
  if (next !== state) return next;
  if (decideCase.request.match(action)) return { ...state, refusals: withoutEntry(state.refusals, action.payload.caseKey) };
  if (decideCase.failure.match(action))
    return { ...state, refusals: withEntry(state.refusals, action.payload.subject ?? '', action.payload.message) };
  if (decideCase.success.match(action)) {
    const { caseKey: key, entry } = action.payload;
    const settled = withoutCase(state, key);
    // The author's other cases say they are suspended now, so nobody suspends them twice.
    return entry.action === 'suspend' && entry.subject ? withSuspension(settled, entry.subject._id, entry.until) : settled;
  }
  if (liftSuspension.success.match(action)) return withSuspension(state, action.payload.userId, null);
  if (liveEventReceived.match(action)) {
    const gone = goneWith(action.payload.event);
    return gone ? withCases(state, gone, markedGone) : state;
  }
  return state;
}

export function reportsReducer(state: ReportsState = initialState, action: UnknownAction): ReportsState {
  const next = queueReducer(state, action);
  const deciding = trackPending(next.deciding, action, [decideCase], 'caseKey');
  return deciding === next.deciding ? next : { ...next, deciding };
}

type WithReports = { moderationReports?: ReportsState };
const reportsOf = (state: WithReports) => state.moderationReports ?? initialState;
export const selectCaseList = (state: WithReports) => reportsOf(state).list;
export const selectCase = (key: string) => (state: WithReports) => ownEntry(reportsOf(state).byId, key);
export const selectIsDeciding = (key: string) => (state: WithReports) => reportsOf(state).deciding.includes(key);
export const selectDecisionRefusal = (key: string) => (state: WithReports) => ownEntry(reportsOf(state).refusals, key) ?? null;

export function* reportsSaga() {
  yield all([queue.saga(), decideCase.saga()]);
}
