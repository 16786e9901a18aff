import { t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { put, takeLatest } from 'redux-saga/effects';
import { createAsyncAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { usersReceived, type UserList } from 'shell/users';

/**
 * Popular Activities: the most followed people, as ids. The people themselves are kept where
 * every user is (the shell's users, by id); this list is mf-feed's, which shows it.
 */
export type PopularState = UserList;

export const fetchPopularUsers = createAsyncAction<void, { ids: string[] }>('popular/fetch');

const initialPopularState: PopularState = { ids: [], status: 'idle', error: null };

export function popularReducer(state: PopularState = initialPopularState, action: UnknownAction): PopularState {
  if (fetchPopularUsers.request.match(action)) return { ...state, status: 'loading', error: null };
  if (fetchPopularUsers.success.match(action)) return { ids: action.payload.ids, status: 'loaded', error: null };
  if (fetchPopularUsers.failure.match(action)) return { ...state, status: 'failed', error: action.payload.message };
  return state;
}

export const selectPopularUsers = (state: { popular?: PopularState }): PopularState => state.popular ?? initialPopularState;

/** How many people Popular Activities asks for: ten others, and the signed-in user, left out, may be among them. */
const popularCount = 11;

function* fetchPopularWorker() {
  try {
    const { users } = yield* apiCall((api) => api.searchUsers({ query: { limit: popularCount } }));
    yield put(usersReceived(users));
    yield put(fetchPopularUsers.success({ ids: users.map((user) => user._id) }));
  } catch (error) {
    yield put(fetchPopularUsers.failure(toActionError(error, t`Could not load the people on this network.`), { silent: true }));
  }
}

export function* popularSaga() {
  yield takeLatest(fetchPopularUsers.request.type, fetchPopularWorker);
}
