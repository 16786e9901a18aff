import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { apiCall, toActionError } from '../../store/api-call';
import {
  fetchUserByUsername,
  fetchUsersByUsername,
  follow,
  searchUsers,
  selectUsersState,
  unfollow,
  type FollowTarget,
  type UsersState,
} from './users-slice';

/** Typing waits a moment before asking the server; a newer query cancels the older one (takeLatest). */
function* searchWorker(action: PayloadAction<{ query: string }>) {
  const { query } = action.payload;
  yield delay(200);
  try {
    const { users } = yield* apiCall((api) => api.searchUsers({ query: { q: query, limit: 10 } }));
    yield put(searchUsers.success({ query, users }));
  } catch (error) {
    yield put(searchUsers.failure({ ...toActionError(error, 'Could not search for people.'), subject: query }, { silent: true }));
  }
}

function* fetchByUsernameWorker(action: PayloadAction<{ username: string }>) {
  const { username } = action.payload;
  try {
    const { user } = yield* apiCall((api) => api.getUserByUsername({ username }));
    yield put(fetchUserByUsername.success(user));
  } catch (error) {
    yield put(
      fetchUserByUsername.failure({ ...toActionError(error, 'Could not load this profile.'), subject: username }, { silent: true }),
    );
  }
}

/** The users a page names (post authors) that the page has not met yet, asked for together. */
function* fetchByUsernamesWorker(action: PayloadAction<{ usernames: string[] }>) {
  const state = (yield select(selectUsersState)) as UsersState;
  const wanted = [...new Set(action.payload.usernames)].filter(
    (username) => !Object.hasOwn(state.idByUsername, username.toLowerCase()) && !Object.hasOwn(state.lookups, username.toLowerCase()),
  );
  if (wanted.length === 0) return;
  try {
    const { users } = yield* apiCall((api) => api.getUsers({ query: { usernames: wanted } }));
    yield put(fetchUsersByUsername.success({ usernames: wanted, users }));
  } catch (error) {
    // The authors' avatars are a nicety: a failure leaves the cards without them, quietly.
    yield put(fetchUsersByUsername.failure(toActionError(error), { silent: true }));
  }
}

function followWorker(kind: typeof follow | typeof unfollow) {
  return function* worker(action: PayloadAction<FollowTarget>) {
    const { userId, changeId } = action.payload;
    try {
      const pair = yield* apiCall((api) =>
        kind === follow ? api.follow({ followUserId: userId }) : api.unfollow({ followUserId: userId }),
      );
      const toast = kind === follow ? `You now follow ${pair.followUser.username}.` : `You unfollowed ${pair.followUser.username}.`;
      yield put(kind.success({ ...pair, changeId }, { toast }));
    } catch (error) {
      const fallback = kind === follow ? 'Could not follow this user.' : 'Could not unfollow this user.';
      yield put(kind.failure({ ...toActionError(error, fallback), subject: userId, changeId }));
    }
  };
}

export function* usersSaga() {
  yield takeLatest(searchUsers.request.type, searchWorker);
  yield takeEvery(fetchUserByUsername.request.type, fetchByUsernameWorker);
  yield takeEvery(fetchUsersByUsername.request.type, fetchByUsernamesWorker);
  yield takeEvery(follow.request.type, followWorker(follow));
  yield takeEvery(unfollow.request.type, followWorker(unfollow));
}
