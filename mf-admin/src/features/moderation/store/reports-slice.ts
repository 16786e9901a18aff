import type { UnknownAction } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import type { ReportCase } from 'api-contract/entities';
import type { LiveEvent } from 'api-contract/events';
import { createAsyncAction, trackPending, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { liveEventReceived } from 'shell/live';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import {
  emptyPagedList,
  pagedListStep,
  pageWorker,
  withRecords,
  type PageAnswer,
  type PagedList,
  type PageRequest,
} from 'shell/paged-list';
import { decideCase, liftSuspension, type CaseDecision } from './moderation-actions';
import { decisionToast } from './moderation-words';

/**
 * The moderation queue: each case (one thing reported, with its open reports) by its key, the
 * queue as keys in the server's order (most reported, then latest), the cases with a decision
 * under way, and why the last decision on a case was refused, in the server's words.
 */
export type ReportsState = {
  byKey: Readonly<Record<string, ReportCase>>;
  list: PagedList;
  deciding: string[];
  refusals: Readonly<Record<string, string>>;
};

export const fetchReports = createAsyncAction<PageRequest, PageAnswer<ReportCase>>('moderationReports/fetch');

const initialState: ReportsState = { byKey: {}, list: emptyPagedList, deciding: [], refusals: {} };

/**
 * A case is keyed by what it is about, not by its `_id`: that is its latest open report's, which
 * a new report changes, so a case reported again between two pages would show twice.
 */
export const caseKey = ({ targetType, targetId }: Pick<ReportCase, 'targetType' | 'targetId'>): string => `${targetType}/${targetId}`;

function withoutCase(state: ReportsState, key: string): ReportsState {
  const list = { ...state.list, ids: state.list.ids.filter((id) => id !== key) };
  return { ...state, byKey: withoutEntry(state.byKey, key), list, refusals: withoutEntry(state.refusals, key) };
}

/** Every case `matches` picks, changed by `change`; the same state when none is picked. */
function withCases(state: ReportsState, matches: (reported: ReportCase) => boolean, change: (reported: ReportCase) => ReportCase) {
  const picked = Object.values(state.byKey).filter(matches);
  if (picked.length === 0) return state;
  return { ...state, byKey: picked.reduce((byKey, reported) => withEntry(byKey, caseKey(reported), change(reported)), state.byKey) };
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
  const list = pagedListStep(state.list, action, fetchReports, caseKey);
  if (fetchReports.success.match(action)) return { ...state, byKey: withRecords(state.byKey, action.payload.items, caseKey), list };
  if (list !== state.list) return { ...state, list };
  if (decideCase.request.match(action)) return { ...state, refusals: withoutEntry(state.refusals, action.payload.caseKey) };
  if (decideCase.failure.match(action))
    return { ...state, refusals: withEntry(state.refusals, action.payload.subject ?? '', action.payload.message) };
  if (decideCase.success.match(action)) {
    const { caseKey: key, entry } = action.payload;
    const settled = withoutCase(state, key);
    // The author's other cases say they are suspended now, so nobody suspends them twice.
    return entry.action === 'suspend' ? withSuspension(settled, entry.subject._id, entry.until) : settled;
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
export const selectCase = (key: string) => (state: WithReports) => ownEntry(reportsOf(state).byKey, key);
export const selectIsDeciding = (key: string) => (state: WithReports) => reportsOf(state).deciding.includes(key);
export const selectDecisionRefusal = (key: string) => (state: WithReports) => ownEntry(reportsOf(state).refusals, key) ?? null;

const fetchReportsWorker = pageWorker({
  fetched: fetchReports,
  read: async (api, cursor) => {
    const { reports, nextCursor } = await api.getReports({ query: { cursor: cursor ?? undefined } });
    return { items: reports, nextCursor };
  },
  fallback: 'Could not load the reports.',
});

function* decideWorker(action: PayloadAction<CaseDecision>) {
  const { caseKey: key, reportId, action: decided, reason, until } = action.payload;
  try {
    const { entry } = yield* apiCall((api) => api.actOnReport({ reportId, body: { action: decided, reason, until } }));
    yield put(decideCase.success({ caseKey: key, entry }, { toast: decisionToast(entry) }));
  } catch (error) {
    // The form that asked says why (a moderator may not suspend a moderator): no toast as well.
    yield put(decideCase.failure({ ...toActionError(error, 'Could not act on that report.'), subject: key }, { silent: true }));
  }
}

export function* reportsSaga() {
  yield takeEvery(fetchReports.request.type, fetchReportsWorker);
  yield takeEvery(decideCase.request.type, decideWorker);
}
