import { t } from '@lingui/core/macro';
import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { apiCall, toActionError } from '../../store/api-call';
import type { ApiClient } from 'api-contract/client';
import type { User } from 'api-contract/entities';
import { selectSignedIn } from '../session';
import { liveEventReceived } from '../live';
import { ownEntry } from '../../store/own-entries';
import {
  block,
  fetchUserByUsername,
  fetchUsersByUsername,
  follow,
  searchUsers,
  mute,
  selectUsersState,
  unblock,
  unfollow,
  unmute,
  usersReceived,
  type FollowTarget,
  type SafetyTarget,
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
    yield put(searchUsers.failure({ ...toActionError(error, t`Could not search for people.`), subject: query }, { silent: true }));
  }
}

function* fetchByUsernameWorker(action: PayloadAction<{ username: string }>) {
  const { username } = action.payload;
  try {
    const { user } = yield* apiCall((api) => api.getUserByUsername({ username }));
    yield put(fetchUserByUsername.success(user));
  } catch (error) {
    yield put(
      fetchUserByUsername.failure({ ...toActionError(error, t`Could not load this profile.`), subject: username }, { silent: true }),
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

/** What a follow or an unfollow says once done: a follow may have been a request, an unfollow a withdrawal. */
function followToast(following: boolean, wasRequested: boolean, { username, followRequestedByMe }: User): string {
  if (following) return followRequestedByMe ? t`You asked to follow ${username}.` : t`You now follow ${username}.`;
  return wasRequested ? t`You withdrew your request to follow ${username}.` : t`You unfollowed ${username}.`;
}

function followWorker(kind: typeof follow | typeof unfollow) {
  return function* worker(action: PayloadAction<FollowTarget>) {
    const { userId, changeId } = action.payload;
    // The record as the server last sent it (the screen's view already shows this change).
    const { byId } = (yield select(selectUsersState)) as UsersState;
    const wasRequested = ownEntry(byId, userId)?.followRequestedByMe === true;
    try {
      const pair = yield* apiCall((api) =>
        kind === follow ? api.follow({ followUserId: userId }) : api.unfollow({ followUserId: userId }),
      );
      yield put(kind.success({ ...pair, changeId }, { toast: followToast(kind === follow, wasRequested, pair.followUser) }));
    } catch (error) {
      const fallback = kind === follow ? t`Could not follow this user.` : t`Could not unfollow this user.`;
      yield put(kind.failure({ ...toActionError(error, fallback), subject: userId, changeId }));
    }
  };
}

type SafetyCall = typeof block;

/**
 * What each of the four calls sends, says when done, and says when it fails without the server's
 * words: said when it happens (`t` in each), in the language of that moment.
 */
const safetyCalls: ReadonlyArray<{
  kind: SafetyCall;
  send: (api: ApiClient, userId: string) => Promise<{ user: User }>;
  done: (username: string) => string;
  failed: () => string;
}> = [
  {
    kind: block,
    send: (api, userId) => api.block({ userId }),
    done: (username) => t`Blocked @${username}.`,
    failed: () => t`Could not block this person.`,
  },
  {
    kind: unblock,
    send: (api, userId) => api.unblock({ userId }),
    done: (username) => t`Unblocked @${username}.`,
    failed: () => t`Could not unblock this person.`,
  },
  {
    kind: mute,
    send: (api, userId) => api.mute({ userId }),
    done: (username) => t`Muted @${username}.`,
    failed: () => t`Could not mute this person.`,
  },
  {
    kind: unmute,
    send: (api, userId) => api.unmute({ userId }),
    done: (username) => t`Unmuted @${username}.`,
    failed: () => t`Could not unmute this person.`,
  },
];

/**
 * Block, unblock, mute or unmute: the answer is the other person's record as one now sees it. A
 * block also ended the follows both ways, so one's own record (its counts) is asked for again.
 */
function safetyWorker({ kind, send, done, failed }: (typeof safetyCalls)[number]) {
  return function* worker(action: PayloadAction<SafetyTarget>) {
    const { userId, username } = action.payload;
    try {
      const { user } = yield* apiCall((api) => send(api, userId));
      yield put(kind.success({ userId, username, user }, { toast: done(username) }));
      const me = (yield select(selectSignedIn)) as { username: string } | null;
      if (kind === block && me) yield put(fetchUserByUsername.request({ username: me.username }));
    } catch (error) {
      yield put(kind.failure({ ...toActionError(error, failed()), subject: userId }));
    }
  };
}

/**
 * A follow or an unfollow the stream announces between the signed-in person and someone the page
 * knows, that no call of this page answered: one's request accepted, or ended by a block, on the
 * other person's page; a follower gained or lost. The other person's record says so at once (a
 * request answered is a request no more), so a private profile opens without a reload.
 */
function* ownFollowWorker({ payload: { event } }: ReturnType<typeof liveEventReceived>) {
  if (event.type !== 'user.follows') return;
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  const { byId } = (yield select(selectUsersState)) as UsersState;
  if (me?._id === event.followerId) {
    const followee = ownEntry(byId, event.followeeId);
    if (followee && (followee.followedByMe !== event.following || followee.followRequestedByMe)) {
      yield put(usersReceived([{ ...followee, followedByMe: event.following, followRequestedByMe: false }]));
    }
  } else if (me?._id === event.followeeId) {
    const follower = ownEntry(byId, event.followerId);
    if (follower && follower.followsMe !== event.following) yield put(usersReceived([{ ...follower, followsMe: event.following }]));
  }
}

export function* usersSaga() {
  yield takeEvery(liveEventReceived.type, ownFollowWorker);
  for (const call of safetyCalls) yield takeEvery(call.kind.request.type, safetyWorker(call));
  yield takeLatest(searchUsers.request.type, searchWorker);
  yield takeEvery(fetchUserByUsername.request.type, fetchByUsernameWorker);
  yield takeEvery(fetchUsersByUsername.request.type, fetchByUsernamesWorker);
  yield takeEvery(follow.request.type, followWorker(follow));
  yield takeEvery(unfollow.request.type, followWorker(unfollow));
}
