import { afterFollowChange } from 'api-contract/rules/follow-rules';
import type { UnknownAction } from 'redux';
import type { User } from 'api-contract/entities';
import type { FollowResponse } from 'api-contract/payloads';
import type { ApiErrorCode } from 'api-contract/api-error';
import { createAction, createAsyncAction, trackPending, type PayloadAction } from '../../store/actions';
import { liveEventReceived } from '../live';
import { ownEntry, withEntry, withoutEntry } from '../../store/own-entries';
import { viewWithChanges, withoutPendingChange, withPendingChange, type PendingChange } from '../../store/pending-changes';
import { login, selectSignedIn, sessionSynced, signup, type SessionState } from '../session';
import type { PagedList } from '../../lists/paged-list';

/** A follow or an unfollow shown before the server answers. */
export type FollowChange = { userId: string; following: boolean };

/** A list of users the screen shows in one page (a search, the most followed), by id: the paged list's ids and status. */
export type UserList = Pick<PagedList, 'ids' | 'status' | 'error'>;

/**
 * The users the page has met, each once, by id (its profile, a post's author, a search result,
 * the signed-in user), and the lists that name them. Follows not yet answered are changes kept
 * apart (see pending-changes.ts).
 */
export type UsersState = {
  byId: Readonly<Record<string, User>>;
  /** Lowercase username to id, for the pages that name a user by username. */
  idByUsername: Readonly<Record<string, string>>;
  /** Usernames asked for by a page, while loading, or when there is no such user or loading failed. */
  /** Each name asked for and not (yet) found: why, in words and by the refusal's code (`profile.unavailable`). */
  lookups: Readonly<Record<string, { status: 'loading' | 'missing' | 'failed'; error: string | null; code?: ApiErrorCode }>>;
  /** The user search's results, by what was typed (lowercase). */
  searches: Readonly<Record<string, UserList>>;
  follows: ReadonlyArray<PendingChange<FollowChange>>;
  /** Users with a block, unblock, mute or unmute under way, so their buttons wait. */
  safety: string[];
};

/** Users arrived from any answer, in this page or a remote's: each replaces what the page knew of that user. */
export const usersReceived = createAction<User[]>('users/received');
export const searchUsers = createAsyncAction<{ query: string }, { query: string; users: User[] }>('users/search');
export const fetchUserByUsername = createAsyncAction<{ username: string }, User>('users/fetchByUsername');
/** The users a page names but has not met (post authors), asked for together. */
export const fetchUsersByUsername = createAsyncAction<{ usernames: string[] }, { usernames: string[]; users: User[] }>(
  'users/fetchByUsernames',
);
/** Who follows (or unfollows) whom; `changeId` names the change the screen shows meanwhile. */
export type FollowTarget = { userId: string; username: string; changeId: string };
export const follow = createAsyncAction<FollowTarget, FollowResponse & { changeId: string }>('users/follow');
export const unfollow = createAsyncAction<FollowTarget, FollowResponse & { changeId: string }>('users/unfollow');
/** Whom the signed-in person blocks, unblocks, mutes or unmutes. */
export type SafetyTarget = { userId: string; username: string };
/** The other person's record as the signed-in person now sees it (`blockedByMe`, `mutedByMe`). */
export type SafetyAnswer = SafetyTarget & { user: User };
/**
 * The remotes listen to these successes: a block or a mute takes the person's posts and comments
 * off the lists the page holds at once; an unblock or unmute has the lists load again.
 */
export const block = createAsyncAction<SafetyTarget, SafetyAnswer>('users/block');
export const unblock = createAsyncAction<SafetyTarget, SafetyAnswer>('users/unblock');
export const mute = createAsyncAction<SafetyTarget, SafetyAnswer>('users/mute');
export const unmute = createAsyncAction<SafetyTarget, SafetyAnswer>('users/unmute');
const safetyCalls = [block, unblock, mute, unmute];

const emptyList: UserList = { ids: [], status: 'idle', error: null };

export const initialUsersState: UsersState = {
  byId: {},
  idByUsername: {},
  lookups: {},
  searches: {},
  follows: [],
  safety: [],
};

const nameKey = (username: string) => username.toLowerCase();

function withUsers(state: UsersState, users: User[]): UsersState {
  let { byId, idByUsername } = state;
  for (const user of users) {
    byId = withEntry(byId, user._id, user);
    idByUsername = withEntry(idByUsername, nameKey(user.username), user._id);
  }
  return { ...state, byId, idByUsername };
}

const lookup = (
  state: UsersState,
  username: string,
  status: 'loading' | 'missing' | 'failed',
  { message = null, code }: { message?: string | null; code?: ApiErrorCode } = {},
): UsersState => ({
  ...state,
  lookups: withEntry(state.lookups, nameKey(username), { status, error: message, ...(code ? { code } : {}) }),
});

/** Every answer that carries users puts them in the one place users are kept. */
function receivedUsers(action: UnknownAction): User[] | null {
  if (usersReceived.match(action)) return action.payload;
  if (searchUsers.success.match(action) || fetchUsersByUsername.success.match(action)) return action.payload.users;
  if (fetchUserByUsername.success.match(action)) return [action.payload];
  if (login.success.match(action) || signup.success.match(action)) return [action.payload.user];
  if (follow.success.match(action) || unfollow.success.match(action)) return [action.payload.user, action.payload.followUser];
  if (sessionSynced.match(action) && action.payload) return [action.payload.user];
  if (safetyCalls.some((call) => call.success.match(action))) return [(action as PayloadAction<SafetyAnswer>).payload.user];
  return null;
}

function listsReducer(state: UsersState, action: UnknownAction): UsersState {
  if (searchUsers.request.match(action)) {
    const key = nameKey(action.payload.query);
    const known = ownEntry(state.searches, key) ?? emptyList;
    return { ...state, searches: withEntry(state.searches, key, { ...known, status: 'loading', error: null }) };
  }
  if (searchUsers.success.match(action)) {
    const list: UserList = { ids: action.payload.users.map((user) => user._id), status: 'loaded', error: null };
    return { ...state, searches: withEntry(state.searches, nameKey(action.payload.query), list) };
  }
  if (searchUsers.failure.match(action) && action.payload.subject !== undefined) {
    const list: UserList = { ids: [], status: 'failed', error: action.payload.message };
    return { ...state, searches: withEntry(state.searches, nameKey(action.payload.subject), list) };
  }
  if (fetchUserByUsername.request.match(action)) return lookup(state, action.payload.username, 'loading');
  if (fetchUserByUsername.success.match(action))
    return { ...state, lookups: withoutEntry(state.lookups, nameKey(action.payload.username)) };
  if (fetchUsersByUsername.success.match(action)) {
    const found = new Set(action.payload.users.map((user) => nameKey(user.username)));
    return action.payload.usernames
      .filter((username) => !found.has(nameKey(username)))
      .reduce((next, username) => lookup(next, username, 'missing'), state);
  }
  if (fetchUserByUsername.failure.match(action) && action.payload.subject !== undefined) {
    return lookup(state, action.payload.subject, action.payload.status === 404 ? 'missing' : 'failed', action.payload);
  }
  return state;
}

function followsReducer(state: UsersState, action: UnknownAction): UsersState {
  if (follow.request.match(action) || unfollow.request.match(action)) {
    const { userId, changeId } = action.payload;
    return { ...state, follows: withPendingChange(state.follows, changeId, { userId, following: follow.request.match(action) }) };
  }
  if (follow.success.match(action) || unfollow.success.match(action))
    return { ...state, follows: withoutPendingChange(state.follows, action.payload.changeId) };
  if ((follow.failure.match(action) || unfollow.failure.match(action)) && action.payload.changeId) {
    return { ...state, follows: withoutPendingChange(state.follows, action.payload.changeId) };
  }
  return state;
}

/** A deleted account forgotten: its record, its place in searches, and its name now names no one. */
function withoutUser(state: UsersState, userId: string, username: string): UsersState {
  const name = nameKey(username);
  const searches = Object.fromEntries(
    Object.entries(state.searches).map(([query, list]) => [query, { ...list, ids: list.ids.filter((id) => id !== userId) }]),
  );
  return {
    ...state,
    byId: withoutEntry(state.byId, userId),
    idByUsername: withoutEntry(state.idByUsername, name),
    lookups: withEntry(state.lookups, name, { status: 'missing' as const, error: null }),
    searches,
  };
}

/**
 * What the server announces about users. A follow moves the two users' counts, unless the page
 * has a follow of its own under way for them (its answer brings the counts then); a new post
 * counts one more post for its author; a deleted account is forgotten; a new role shows at once.
 */
function liveReducer(state: UsersState, action: UnknownAction): UsersState {
  if (!liveEventReceived.match(action)) return state;
  const { event } = action.payload;
  if (event.type === 'post.created') {
    const author = ownEntry(state.byId, event.author._id);
    return author ? { ...state, byId: withEntry(state.byId, author._id, { ...author, postCount: author.postCount + 1 }) } : state;
  }
  if (event.type === 'user.deleted') return withoutUser(state, event.userId, event.username);
  if (event.type === 'user.role') {
    const user = ownEntry(state.byId, event.userId);
    return user ? { ...state, byId: withEntry(state.byId, user._id, { ...user, role: event.role }) } : state;
  }
  if (event.type !== 'user.follows') return state;
  const { followerId, followeeId, followerCount, followingCount } = event;
  const pending = new Set(state.follows.map(({ change }) => change.userId));
  let { byId } = state;
  const followee = ownEntry(byId, followeeId);
  if (followee && !pending.has(followeeId)) byId = withEntry(byId, followeeId, { ...followee, followerCount });
  const follower = ownEntry(byId, followerId);
  if (follower && pending.size === 0) byId = withEntry(byId, followerId, { ...follower, followingCount });
  return byId === state.byId ? state : { ...state, byId };
}

export function usersReducer(state: UsersState = initialUsersState, action: UnknownAction): UsersState {
  const received = receivedUsers(action);
  const withReceived = received ? withUsers(state, received) : state;
  const next = liveReducer(followsReducer(listsReducer(withReceived, action), action), action);
  const safety = trackPending(state.safety, action, safetyCalls, 'userId');
  return safety === state.safety ? next : { ...next, safety };
}

type WithUsers = { users: UsersState };

/**
 * A user as the screen shows them: the server's record with the follows not yet answered, as the
 * contract's rule predicts them (a follow counts one more follower, or is a request to someone
 * who approves their followers).
 */
const withFollows = viewWithChanges<User, FollowChange>((user, changes) => {
  let shown = user;
  for (const { change } of changes) {
    if (change.userId === user._id) shown = afterFollowChange(shown, change.following);
  }
  return shown;
});

export const selectUsersState = (state: WithUsers) => state.users;

export const selectUserById =
  (userId: string | null | undefined) =>
  (state: WithUsers): User | undefined => {
    const user = userId ? ownEntry(state.users.byId, userId) : undefined;
    return user && withFollows(user, state.users.follows);
  };

/** The signed-in user's profile, as the screen shows it. */
export const selectCurrentUser = (state: WithUsers & { session: SessionState }) => selectUserById(selectSignedIn(state)?._id)(state);

/** The signed-in user's record as the server last sent it: what the session keeps. */
export const selectStoredProfile = (state: WithUsers & { session: SessionState }) => {
  const me = selectSignedIn(state);
  return me ? ownEntry(state.users.byId, me._id) : undefined;
};

export const selectUserByUsername = (username: string) => (state: WithUsers) =>
  selectUserById(ownEntry(state.users.idByUsername, nameKey(username)))(state);

/** How asking for `username` went: loading, no such user, or failed (undefined: not asked, or found). */
export const selectUserLookup = (username: string) => (state: WithUsers) => ownEntry(state.users.lookups, nameKey(username));

export const selectUserSearch = (query: string) => (state: WithUsers) => ownEntry(state.users.searches, nameKey(query)) ?? emptyList;
export const selectIsFollowPending = (userId: string) => (state: WithUsers) =>
  state.users.follows.some((pending) => pending.change.userId === userId);
/** A block, unblock, mute or unmute of this user is under way. */
export const selectIsSafetyPending = (userId: string) => (state: WithUsers) => state.users.safety.includes(userId);
