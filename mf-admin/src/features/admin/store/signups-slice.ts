import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import type { SignupRequest } from 'api-contract/entities';
import { trackPending } from 'shell/actions';
import { apiAction } from 'shell/api-call';
import { ownEntry, withoutEntry } from 'shell/own-entries';
import { usersReceived } from 'shell/users';
import { emptyPagedRecords, pagedListCall, type PagedRecords } from 'shell/paged-list';

/** The signups waiting for an admin (registration `approval`): each by id, the waiting list as ids, oldest first, and those being decided. */
export type SignupsState = PagedRecords<SignupRequest> & { deciding: string[] };

/** Whom a decision is about: the waiting signup's id (the account's, once approved) and name, for the toast. */
export type SignupDecision = { userId: string; username: string };

const signups = pagedListCall('adminSignups', {
  read: (api, query) => api.getSignups({ query }),
  items: (answer) => answer.signups,
  idOf: (signup) => signup._id,
  fallback: msg`Could not load the waiting list.`,
});
export const fetchSignups = signups.fetch;

export const approveSignup = apiAction('adminSignups/approve', {
  call: (api, { userId }: SignupDecision) => api.approveSignup({ userId }),
  // The new account is a user like any other: kept once, in the shell's users.
  keep: ({ user }) => usersReceived([user]),
  success: (_answer, decision) => decision,
  toast: (_answer, { username }) => t`${username} can log in now`,
  fallback: msg`Could not approve that signup.`,
  subject: ({ userId }) => userId,
});

export const refuseSignup = apiAction('adminSignups/refuse', {
  call: (api, { userId }: SignupDecision) => api.refuseSignup({ userId }),
  success: (_answer, decision) => decision,
  toast: (_answer, { username }) => t`Refused ${username}`,
  fallback: msg`Could not refuse that signup.`,
  subject: ({ userId }) => userId,
});

const initialState: SignupsState = { ...emptyPagedRecords, deciding: [] };

/** A decided signup leaves the waiting list, whichever way it went. */
function withoutSignup(state: SignupsState, userId: string): SignupsState {
  return { ...state, byId: withoutEntry(state.byId, userId), list: { ...state.list, ids: state.list.ids.filter((id) => id !== userId) } };
}

function listReducer(state: SignupsState, action: UnknownAction): SignupsState {
  const next = signups.recordsStep(state, action);
  if (next !== state) return next;
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

export function* signupsSaga() {
  yield all([signups.saga(), approveSignup.saga(), refuseSignup.saga()]);
}
