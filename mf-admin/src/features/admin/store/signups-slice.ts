import type { UnknownAction } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import type { SignupRequest } from 'api-contract/entities';
import { createAsyncAction, trackPending, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { ownEntry, withoutEntry } from 'shell/own-entries';
import { usersReceived } from 'shell/users';
import {
  emptyPagedList,
  pagedListStep,
  pageWorker,
  withRecords,
  type PageAnswer,
  type PagedList,
  type PageRequest,
} from 'shell/paged-list';

/** The signups waiting for an admin (registration `approval`): each by id, the waiting list as ids, oldest first, and those being decided. */
export type SignupsState = { byId: Readonly<Record<string, SignupRequest>>; list: PagedList; deciding: string[] };

/** Whom a decision is about: the waiting signup's id (the account's, once approved) and name, for the toast. */
export type SignupDecision = { userId: string; username: string };

export const fetchSignups = createAsyncAction<PageRequest, PageAnswer<SignupRequest>>('adminSignups/fetch');
export const approveSignup = createAsyncAction<SignupDecision, SignupDecision>('adminSignups/approve');
export const refuseSignup = createAsyncAction<SignupDecision, SignupDecision>('adminSignups/refuse');

const initialState: SignupsState = { byId: {}, list: emptyPagedList, deciding: [] };

/** A decided signup leaves the waiting list, whichever way it went. */
function withoutSignup(state: SignupsState, userId: string): SignupsState {
  return { ...state, byId: withoutEntry(state.byId, userId), list: { ...state.list, ids: state.list.ids.filter((id) => id !== userId) } };
}

const idOf = (signup: SignupRequest) => signup._id;

function listReducer(state: SignupsState, action: UnknownAction): SignupsState {
  const list = pagedListStep(state.list, action, fetchSignups, idOf);
  if (fetchSignups.success.match(action)) return { ...state, byId: withRecords(state.byId, action.payload.items, idOf), list };
  if (list !== state.list) return { ...state, list };
  if (approveSignup.success.match(action) || refuseSignup.success.match(action)) return withoutSignup(state, action.payload.userId);
  return state;
}

export function signupsReducer(state: SignupsState = initialState, action: UnknownAction): SignupsState {
  const next = listReducer(state, action);
  const deciding = trackPending(next.deciding, action, [approveSignup, refuseSignup], 'userId');
  return deciding === next.deciding ? next : { ...next, deciding };
}

type WithSignups = { adminSignups?: SignupsState };
const signupsOf = (state: WithSignups) => state.adminSignups ?? initialState;
export const selectSignupList = (state: WithSignups) => signupsOf(state).list;
export const selectSignup = (id: string) => (state: WithSignups) => ownEntry(signupsOf(state).byId, id);
export const selectIsDeciding = (id: string) => (state: WithSignups) => signupsOf(state).deciding.includes(id);

const fetchSignupsWorker = pageWorker({
  fetched: fetchSignups,
  read: async (api, cursor) => {
    const { signups, nextCursor } = await api.getSignups({ query: { cursor: cursor ?? undefined } });
    return { items: signups, nextCursor };
  },
  fallback: 'Could not load the waiting list.',
});

function* approveWorker(action: PayloadAction<SignupDecision>) {
  const decision = action.payload;
  try {
    const { user } = yield* apiCall((api) => api.approveSignup({ userId: decision.userId }));
    // The new account is a user like any other: kept once, in the shell's users.
    yield put(usersReceived([user]));
    yield put(approveSignup.success(decision, { toast: `${decision.username} can log in now` }));
  } catch (error) {
    yield put(approveSignup.failure({ ...toActionError(error, 'Could not approve that signup.'), subject: decision.userId }));
  }
}

function* refuseWorker(action: PayloadAction<SignupDecision>) {
  const decision = action.payload;
  try {
    yield* apiCall((api) => api.refuseSignup({ userId: decision.userId }));
    yield put(refuseSignup.success(decision, { toast: `Refused ${decision.username}` }));
  } catch (error) {
    yield put(refuseSignup.failure({ ...toActionError(error, 'Could not refuse that signup.'), subject: decision.userId }));
  }
}

export function* signupsSaga() {
  yield takeEvery(fetchSignups.request.type, fetchSignupsWorker);
  yield takeEvery(approveSignup.request.type, approveWorker);
  yield takeEvery(refuseSignup.request.type, refuseWorker);
}
