import type { UnknownAction } from 'redux';
import type { User } from 'api-contract/entities';
import { readTokenClaims, type TokenClaims } from 'api-contract/token-claims';
import type { Credentials, SignupData } from 'api-contract/payloads';
import { createAction, createAsyncAction } from '../../store/actions';
import { ownEntry, withEntry, withoutEntry } from '../../store/own-entries';
import type { StoredSession } from './session-storage';
import { follow, unfollow, updateProfile } from '../users/users-slice';

/** The signed-in user's session. Owned by the shell; remotes read it through the selectors. */
export type SessionState = {
  token: string | null;
  user: User | null;
  status: 'idle' | 'pending' | 'failed';
  error: string | null;
  /** The following list before an optimistic follow or unfollow, keyed by the other user. */
  followingBefore: Readonly<Record<string, User['following']>>;
};

export const login = createAsyncAction<Credentials, StoredSession>('session/login');
export const signup = createAsyncAction<SignupData, StoredSession>('session/signup');
/** Signs out; `reason` says why when the user did not ask for it (an expired session). */
export const logout = createAction<{ reason?: string }>('session/logout');
/** Another tab signed out or in: take its session as ours. */
export const sessionSynced = createAction<StoredSession | null>('session/synced');

export const initialSessionState: SessionState = { token: null, user: null, status: 'idle', error: null, followingBefore: {} };

export function sessionReducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  if (login.request.match(action) || signup.request.match(action)) {
    return { ...state, token: null, status: 'pending', error: null };
  }
  if (login.success.match(action) || signup.success.match(action)) {
    return { ...initialSessionState, token: action.payload.token, user: action.payload.user };
  }
  if (login.failure.match(action) || signup.failure.match(action)) {
    return { ...state, status: 'failed', error: action.payload.message };
  }
  if (logout.match(action)) return initialSessionState;
  if (sessionSynced.match(action)) {
    return action.payload ? { ...initialSessionState, ...action.payload } : initialSessionState;
  }
  if (updateProfile.success.match(action) && action.payload._id === state.user?._id) {
    return { ...state, user: action.payload };
  }
  if ((follow.success.match(action) || unfollow.success.match(action)) && action.payload.user._id === state.user?._id) {
    return { ...state, user: action.payload.user };
  }
  return followReducer(state, action);
}

/**
 * The signed-in user's following list changes at once on a follow or unfollow request; the
 * list as it was is kept until the answer, and put back if the call fails.
 */
function followReducer(state: SessionState, action: UnknownAction): SessionState {
  const user = state.user;
  if (!user) return state;
  if (follow.request.match(action) || unfollow.request.match(action)) {
    const { userId, username } = action.payload;
    const others = user.following.filter((ref) => ref._id !== userId);
    const following = follow.request.match(action) ? [...others, { _id: userId, username }] : others;
    return { ...state, user: { ...user, following }, followingBefore: withEntry(state.followingBefore, userId, user.following) };
  }
  if ((follow.failure.match(action) || unfollow.failure.match(action)) && action.payload.subject) {
    const before = ownEntry(state.followingBefore, action.payload.subject);
    const followingBefore = withoutEntry(state.followingBefore, action.payload.subject);
    return before ? { ...state, user: { ...user, following: before }, followingBefore } : state;
  }
  return state;
}

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
/** The signed-in user's profile as last known (their following list, avatar, bio). */
export const selectCurrentUser = (state: WithSession) => state.session.user;

let lastClaims: { token: string | null; claims: TokenClaims | null } = { token: null, claims: null };

/**
 * Who is signed in, as the token's claims say: the identity every "is this mine?" check uses.
 * Derived from the token, so it can never disagree with the credential the server checks.
 */
export const selectSignedIn = (state: WithSession): TokenClaims | null => {
  const { token } = state.session;
  if (token !== lastClaims.token) lastClaims = { token, claims: token === null ? null : readTokenClaims(token) };
  return lastClaims.claims;
};

export const selectIsSignedIn = (state: WithSession) => selectSignedIn(state) !== null;
