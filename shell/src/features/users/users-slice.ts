import type { UnknownAction } from 'redux';
import type { User } from 'api-contract/entities';
import type { FollowResponse, ProfileData } from 'api-contract/payloads';
import { follow as followRule, unfollow as unfollowRule } from 'api-contract/rules/follow-rules';
import { createAsyncAction } from '../../store/actions';
import { ownEntry, withEntry, withoutEntry } from '../../store/own-entries';

/** Every user, as the navigation loads them; follow and profile changes replace entries. */
export type UsersState = {
  allUsers: User[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Users with a follow or unfollow under way, so a button cannot be pressed twice. */
  pendingFollows: string[];
  profileStatus: 'idle' | 'saving';
  /** How many profile edits the server has stored; an open editor closes when it grows. */
  profileSaves: number;
  /** The two users as they were before an optimistic follow or unfollow, keyed by the target. */
  beforeFollow: Readonly<Record<string, User[]>>;
};

export const fetchUsers = createAsyncAction<void, User[]>('users/fetch');
/** Who follows (or unfollows) whom, so the screen can show it before the server answers. */
export type FollowTarget = { userId: string; username: string; followerId: string };
export const follow = createAsyncAction<FollowTarget, FollowResponse>('users/follow');
export const unfollow = createAsyncAction<FollowTarget, FollowResponse>('users/unfollow');
export const updateProfile = createAsyncAction<ProfileData, User>('users/updateProfile');

export const initialUsersState: UsersState = {
  allUsers: [],
  status: 'idle',
  error: null,
  pendingFollows: [],
  profileStatus: 'idle',
  profileSaves: 0,
  beforeFollow: {},
};

const replaceUsers = (users: User[], changed: User[]): User[] =>
  users.map((user) => changed.find((candidate) => candidate._id === user._id) ?? user);

export function usersReducer(state: UsersState = initialUsersState, action: UnknownAction): UsersState {
  if (fetchUsers.request.match(action)) return { ...state, status: 'loading', error: null };
  if (fetchUsers.success.match(action)) return { ...state, status: 'ready', allUsers: action.payload };
  if (fetchUsers.failure.match(action)) return { ...state, status: 'failed', error: action.payload.message };
  if (follow.request.match(action) || unfollow.request.match(action)) {
    // Shown at once with the server's own rule; the answer replaces it, a failure undoes it.
    const { userId, followerId } = action.payload;
    const pair = [state.allUsers.find((user) => user._id === followerId), state.allUsers.find((user) => user._id === userId)];
    const [me, target] = pair;
    const predicted = me && target ? (follow.request.match(action) ? followRule(me, target) : unfollowRule(me, target)) : null;
    return {
      ...state,
      pendingFollows: [...state.pendingFollows, userId],
      ...(predicted?.ok && me && target
        ? {
            allUsers: replaceUsers(state.allUsers, [predicted.value.user, predicted.value.followUser]),
            beforeFollow: withEntry(state.beforeFollow, userId, [me, target]),
          }
        : {}),
    };
  }
  if (follow.success.match(action) || unfollow.success.match(action)) {
    const { user, followUser } = action.payload;
    const beforeFollow = withoutEntry(state.beforeFollow, followUser._id);
    return {
      ...state,
      beforeFollow,
      allUsers: replaceUsers(state.allUsers, [user, followUser]),
      pendingFollows: state.pendingFollows.filter((id) => id !== followUser._id),
    };
  }
  if (follow.failure.match(action) || unfollow.failure.match(action)) {
    const subject = action.payload.subject ?? '';
    const before = ownEntry(state.beforeFollow, subject) ?? [];
    const beforeFollow = withoutEntry(state.beforeFollow, subject);
    return {
      ...state,
      beforeFollow,
      allUsers: replaceUsers(state.allUsers, before),
      pendingFollows: state.pendingFollows.filter((id) => id !== subject),
    };
  }
  if (updateProfile.request.match(action)) return { ...state, profileStatus: 'saving' };
  if (updateProfile.success.match(action)) {
    return {
      ...state,
      profileStatus: 'idle',
      profileSaves: state.profileSaves + 1,
      allUsers: replaceUsers(state.allUsers, [action.payload]),
    };
  }
  if (updateProfile.failure.match(action)) return { ...state, profileStatus: 'idle' };
  return state;
}

type WithUsers = { users: UsersState };

export const selectUsers = (state: WithUsers) => state.users;
export const selectAllUsers = (state: WithUsers) => state.users.allUsers;
export const selectUserByUsername = (username: string) => (state: WithUsers) =>
  state.users.allUsers.find((user) => user.username === username);
export const selectIsFollowPending = (userId: string) => (state: WithUsers) => state.users.pendingFollows.includes(userId);
