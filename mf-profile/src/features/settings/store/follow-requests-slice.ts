import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import { trackPending } from 'shell/actions';
import { apiAction } from 'shell/api-call';
import { emptyPagedList, pagedListCall, type PagedList } from 'shell/paged-list';
import { usersReceived } from 'shell/users';

/**
 * The settings' follow requests: the people who asked to follow the signed-in person and wait for
 * an answer, the latest first, as ids (their records are the shell's users), and those being answered.
 */
export type FollowRequestsState = { list: PagedList; answering: string[] };

/** Whom an answer is about: the asker's id, and name for the toast. */
export type FollowRequestAnswer = { userId: string; username: string };

const pageSize = 20;

const requests = pagedListCall('followRequests', {
  read: (api, query) => api.getFollowRequests({ query: { ...query, limit: pageSize } }),
  items: (answer) => answer.users,
  idOf: (user) => user._id,
  fallback: msg`Could not load who asked to follow you.`,
  keep: usersReceived,
});

/** The first page (`cursor` null: each time the settings open, and when news may have come) or the next. */
export const fetchFollowRequests = (cursor: string | null) => requests.fetch.request({ cursor });

export const acceptFollowRequest = apiAction('followRequests/accept', {
  call: (api, { userId }: FollowRequestAnswer) => api.acceptFollowRequest({ userId }),
  keep: ({ user }) => usersReceived([user]),
  success: (_answer, request) => request,
  toast: (_answer, { username }) => t`${username} follows you now.`,
  fallback: msg`Could not accept this request.`,
  subject: ({ userId }) => userId,
});

export const declineFollowRequest = apiAction('followRequests/decline', {
  call: (api, { userId }: FollowRequestAnswer) => api.declineFollowRequest({ userId }),
  keep: ({ user }) => usersReceived([user]),
  success: (_answer, request) => request,
  toast: (_answer, { username }) => t`Declined ${username}'s request.`,
  fallback: msg`Could not decline this request.`,
  subject: ({ userId }) => userId,
});

const answers = [acceptFollowRequest, declineFollowRequest];
const initialState: FollowRequestsState = { list: emptyPagedList, answering: [] };

/** Whose request `action` settles: one answered, whichever way, or one already gone (its 404). */
function settledRequest(action: UnknownAction): string | undefined {
  if (acceptFollowRequest.success.match(action) || declineFollowRequest.success.match(action)) return action.payload.userId;
  const refused = acceptFollowRequest.failure.match(action) || declineFollowRequest.failure.match(action) ? action.payload : null;
  return refused?.code === 'follow_request.missing' ? refused.subject : undefined;
}

function listReducer(state: FollowRequestsState, action: UnknownAction): FollowRequestsState {
  const list = requests.listStep(state.list, action);
  if (list !== state.list) return { ...state, list };
  const settled = settledRequest(action);
  if (settled === undefined) return state;
  return { ...state, list: { ...state.list, ids: state.list.ids.filter((id) => id !== settled) } };
}

export function followRequestsReducer(state: FollowRequestsState = initialState, action: UnknownAction): FollowRequestsState {
  const next = listReducer(state, action);
  const answering = trackPending(next.answering, action, answers, 'userId');
  return answering === next.answering ? next : { ...next, answering };
}

type WithFollowRequests = { followRequests?: FollowRequestsState };
const requestsOf = (state: WithFollowRequests) => state.followRequests ?? initialState;
export const selectFollowRequestList = (state: WithFollowRequests) => requestsOf(state).list;
export const selectIsAnswering = (userId: string) => (state: WithFollowRequests) => requestsOf(state).answering.includes(userId);

export function* followRequestsSaga() {
  yield all([requests.saga(), acceptFollowRequest.saga(), declineFollowRequest.saga()]);
}
