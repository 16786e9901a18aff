import type { UnknownAction } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import type { ModerationLogEntry } from 'api-contract/entities';
import { createAsyncAction, trackPending, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
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
import { decideCase, liftSuspension, type SuspensionLift } from './moderation-actions';
import { decisionToast, suspensionHolds } from './moderation-words';

/**
 * The moderation log as the screen reads it: each entry by id, the log as ids (the latest
 * first), the people whose suspension is being lifted, and why the last lift was refused.
 */
export type LogState = {
  byId: Readonly<Record<string, ModerationLogEntry>>;
  list: PagedList;
  lifting: string[];
  refusals: Readonly<Record<string, string>>;
};

export const fetchLog = createAsyncAction<PageRequest, PageAnswer<ModerationLogEntry>>('moderationLog/fetch');

const initialState: LogState = { byId: {}, list: emptyPagedList, lifting: [], refusals: {} };
const idOf = (entry: ModerationLogEntry) => entry._id;

/** An action just taken heads the log, as the server lists it, without reading the log again. */
function withNewEntry(state: LogState, entry: ModerationLogEntry): LogState {
  const list = { ...state.list, ids: [entry._id, ...state.list.ids.filter((id) => id !== entry._id)] };
  return { ...state, byId: withEntry(state.byId, entry._id, entry), list };
}

function entriesReducer(state: LogState, action: UnknownAction): LogState {
  const list = pagedListStep(state.list, action, fetchLog, idOf);
  if (fetchLog.success.match(action)) return { ...state, byId: withRecords(state.byId, action.payload.items, idOf), list };
  if (list !== state.list) return { ...state, list };
  if (decideCase.success.match(action)) return withNewEntry(state, action.payload.entry);
  if (liftSuspension.request.match(action)) return { ...state, refusals: withoutEntry(state.refusals, action.payload.userId) };
  if (liftSuspension.success.match(action)) return withNewEntry(state, action.payload.entry);
  if (liftSuspension.failure.match(action))
    return { ...state, refusals: withEntry(state.refusals, action.payload.subject ?? '', action.payload.message) };
  return state;
}

export function logReducer(state: LogState = initialState, action: UnknownAction): LogState {
  const next = entriesReducer(state, action);
  const lifting = trackPending(next.lifting, action, [liftSuspension], 'userId');
  return lifting === next.lifting ? next : { ...next, lifting };
}

type WithLog = { moderationLog?: LogState };
const logOf = (state: WithLog) => state.moderationLog ?? initialState;
export const selectLogList = (state: WithLog) => logOf(state).list;
export const selectLogEntry = (id: string) => (state: WithLog) => ownEntry(logOf(state).byId, id);
export const selectIsLifting = (userId: string) => (state: WithLog) => logOf(state).lifting.includes(userId);
export const selectLiftRefusal = (userId: string) => (state: WithLog) => ownEntry(logOf(state).refusals, userId) ?? null;

/**
 * Whether the suspension entry `id` still holds at `now`: its end is to come, and no later
 * suspension or lift of the same person is in the log. The log is read from the latest entry
 * on, so any later one is already among those read.
 */
export const selectSuspensionHolds = (id: string, now: number) => (state: WithLog) => {
  const { byId, list } = logOf(state);
  const entry = ownEntry(byId, id);
  if (entry?.action !== 'suspend' || !suspensionHolds(entry.until, now)) return false;
  const latest = list.ids
    .map((entryId) => ownEntry(byId, entryId))
    .find((other) => other?.subject._id === entry.subject._id && (other.action === 'suspend' || other.action === 'unsuspend'));
  return latest?._id === id;
};

const fetchLogWorker = pageWorker({
  fetched: fetchLog,
  read: async (api, cursor) => {
    const { entries, nextCursor } = await api.getModerationLog({ query: { cursor: cursor ?? undefined } });
    return { items: entries, nextCursor };
  },
  fallback: 'Could not load the moderation log.',
});

function* liftWorker(action: PayloadAction<SuspensionLift>) {
  const { userId, reason } = action.payload;
  try {
    const { entry } = yield* apiCall((api) => api.unsuspend({ userId, body: { reason } }));
    yield put(liftSuspension.success({ userId, entry }, { toast: decisionToast(entry) }));
  } catch (error) {
    yield put(liftSuspension.failure({ ...toActionError(error, 'Could not lift that suspension.'), subject: userId }, { silent: true }));
  }
}

export function* logSaga() {
  yield takeEvery(fetchLog.request.type, fetchLogWorker);
  yield takeEvery(liftSuspension.request.type, liftWorker);
}
