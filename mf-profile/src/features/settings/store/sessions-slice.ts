import { plural, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Session } from 'api-contract/entities';
import { createAsyncAction, type ActionError, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { changePassword } from './account-slice';

/**
 * The person's signed-in browsers and devices, as their settings list them: each session by id,
 * the list as ids (most recently used first), whether it has loaded, and which are being
 * signed out.
 */
export type SessionsState = {
  byId: Record<string, Session>;
  ids: string[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  ending: string[];
  /** Sessions signed out since the list was last asked for: an answer read before that leaves them out. */
  ended: string[];
};

export const fetchSessions = createAsyncAction<void, Session[]>('sessions/fetch');
/** Signs out one session (`sessionId`), or every other one (`sessionId: null`). */
export const endSessions = createAsyncAction<{ sessionId: string | null }, { sessionId: string | null }>('sessions/end');

const initialSessionsState: SessionsState = { byId: {}, ids: [], status: 'idle', error: null, ending: [], ended: [] };

/** The key a sign-out is tracked under while it is under way: a session's id, or `others`. */
export const endingKey = (sessionId: string | null): string => sessionId ?? 'others';

function withoutEnded(state: SessionsState, sessionId: string | null): SessionsState {
  const kept = state.ids.filter((id) => (sessionId === null ? state.byId[id]?.current === true : id !== sessionId));
  return {
    ...state,
    ids: kept,
    byId: Object.fromEntries(kept.flatMap((id) => (state.byId[id] ? [[id, state.byId[id]]] : []))),
    ending: state.ending.filter((key) => key !== endingKey(sessionId)),
    ended: [...state.ended, ...state.ids.filter((id) => !kept.includes(id))],
  };
}

export function sessionsReducer(state: SessionsState = initialSessionsState, action: UnknownAction): SessionsState {
  if (fetchSessions.request.match(action)) {
    return { ...state, status: state.status === 'loaded' ? 'loaded' : 'loading', error: null, ended: [] };
  }
  if (fetchSessions.success.match(action)) {
    const sessions = action.payload.filter((session) => !state.ended.includes(session.id));
    return {
      ...state,
      status: 'loaded',
      byId: Object.fromEntries(sessions.map((session) => [session.id, session])),
      ids: sessions.map((session) => session.id),
    };
  }
  if (fetchSessions.failure.match(action)) return { ...state, status: 'failed', error: action.payload.message };
  if (endSessions.request.match(action)) return { ...state, ending: [...state.ending, endingKey(action.payload.sessionId)] };
  if (endSessions.success.match(action)) return withoutEnded(state, action.payload.sessionId);
  // A new password ended every other session.
  if (changePassword.success.match(action)) return withoutEnded(state, null);
  if (endSessions.failure.match(action)) return { ...state, ending: state.ending.filter((key) => key !== action.payload.subject) };
  return state;
}

type WithSessions = { sessions?: SessionsState };
const sessionsOf = (state: WithSessions) => state.sessions ?? initialSessionsState;
export const selectSessionsStatus = (state: WithSessions) => sessionsOf(state).status;
export const selectSessionsError = (state: WithSessions) => sessionsOf(state).error;
export const selectSessionIds = (state: WithSessions) => sessionsOf(state).ids;
export const selectSessionById = (id: string) => (state: WithSessions) => sessionsOf(state).byId[id];
export const selectIsEnding = (key: string) => (state: WithSessions) => sessionsOf(state).ending.includes(key);

function* fetchSessionsWorker() {
  try {
    const { sessions } = yield* apiCall((api) => api.getSessions());
    yield put(fetchSessions.success(sessions));
  } catch (error) {
    yield put(fetchSessions.failure(toActionError(error, t`Could not load your sessions.`), { silent: true }));
  }
}

function* endSessionsWorker(action: PayloadAction<{ sessionId: string | null }>) {
  const { sessionId } = action.payload;
  try {
    const { ended } = yield* apiCall((api) => (sessionId === null ? api.endOtherSessions() : api.endSession({ sessionId })));
    const toast =
      sessionId === null ? plural(ended, { one: 'Signed out # other session', other: 'Signed out # other sessions' }) : t`Signed out`;
    yield put(endSessions.success({ sessionId }, { toast }));
  } catch (error) {
    const failure: ActionError = { ...toActionError(error, t`Could not sign out that session.`), subject: endingKey(sessionId) };
    // Already ended (signed out elsewhere, or expired): it leaves the list all the same.
    if (sessionId !== null && failure.code === 'session.not_found')
      yield put(endSessions.success({ sessionId }, { toast: t`That session had already ended` }));
    else yield put(endSessions.failure(failure));
  }
}

export function* sessionsSaga() {
  yield takeLatest(fetchSessions.request.type, fetchSessionsWorker);
  yield takeEvery(endSessions.request.type, endSessionsWorker);
}
