import type { UnknownAction } from 'redux';
import type { User } from 'mock-api/entities';
import type { Credentials, SignupData } from 'mock-api/payloads';
import { createAction, createAsyncAction } from '../../store/actions';
import type { StoredSession } from './session-storage';
import { follow, unfollow, updateProfile } from '../users/users-slice';

/** The signed-in user's session. Owned by the shell; remotes read it through the selectors. */
export type SessionState = {
  token: string | null;
  user: User | null;
  status: 'idle' | 'pending' | 'failed';
  error: string | null;
};

export const login = createAsyncAction<Credentials, StoredSession>('session/login');
export const signup = createAsyncAction<SignupData, StoredSession>('session/signup');
/** Signs out; `reason` says why when the user did not ask for it (an expired session). */
export const logout = createAction<{ reason?: string }>('session/logout');
/** The signed-in user changed on the server (profile, follows, bookmarks). */
export const sessionUserChanged = createAction<User>('session/userChanged');
/** Another tab signed out or in: take its session as ours. */
export const sessionSynced = createAction<StoredSession | null>('session/synced');

export const initialSessionState: SessionState = { token: null, user: null, status: 'idle', error: null };

export function sessionReducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  if (login.request.match(action) || signup.request.match(action)) {
    return { ...state, token: null, status: 'pending', error: null };
  }
  if (login.success.match(action) || signup.success.match(action)) {
    return { token: action.payload.token, user: action.payload.user, status: 'idle', error: null };
  }
  if (login.failure.match(action) || signup.failure.match(action)) {
    return { ...state, status: 'failed', error: action.payload.message };
  }
  if (logout.match(action)) return initialSessionState;
  if (sessionSynced.match(action)) {
    return action.payload ? { ...initialSessionState, ...action.payload } : initialSessionState;
  }
  if ((sessionUserChanged.match(action) || updateProfile.success.match(action)) && action.payload._id === state.user?._id) {
    return { ...state, user: action.payload };
  }
  if ((follow.success.match(action) || unfollow.success.match(action)) && action.payload.user._id === state.user?._id) {
    return { ...state, user: action.payload.user };
  }
  return state;
}

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectToken = (state: WithSession) => state.session.token;
export const selectCurrentUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.token !== null;
