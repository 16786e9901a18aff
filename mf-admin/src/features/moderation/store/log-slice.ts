import { msg } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import type { ModerationLogEntry } from 'api-contract/entities';
import { trackPending } from 'shell/actions';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { emptyPagedRecords, pagedListCall, type PagedRecords } from 'shell/paged-list';
import { decideCase, liftSuspension } from './moderation-actions';
import { suspensionHolds } from './moderation-words';

/**
 * The moderation log as the screen reads it: each entry by id, the log as ids (the latest
 * first), the people whose suspension is being lifted, and why the last lift was refused.
 */
export type LogState = PagedRecords<ModerationLogEntry> & { lifting: string[]; refusals: Readonly<Record<string, string>> };

const log = pagedListCall('moderationLog', {
  read: (api, query) => api.getModerationLog({ query }),
  items: (answer) => answer.entries,
  idOf: (entry) => entry._id,
  fallback: msg`Could not load the moderation log.`,
});
export const fetchLog = log.fetch;

const initialState: LogState = { ...emptyPagedRecords, lifting: [], refusals: {} };

/** An action just taken heads the log, as the server lists it, without reading the log again. */
function withNewEntry(state: LogState, entry: ModerationLogEntry): LogState {
  const list = { ...state.list, ids: [entry._id, ...state.list.ids.filter((id) => id !== entry._id)] };
  return { ...state, byId: withEntry(state.byId, entry._id, entry), list };
}

function entriesReducer(state: LogState, action: UnknownAction): LogState {
  const next = log.recordsStep(state, action);
  if (next !== state) return next;
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
    .find(
      (other) =>
        entry.subject !== null && other?.subject?._id === entry.subject._id && (other.action === 'suspend' || other.action === 'unsuspend'),
    );
  return latest?._id === id;
};

export function* logSaga() {
  yield all([log.saga(), liftSuspension.saga()]);
}
