import type { UnknownAction } from 'redux';
import type { User } from 'api-contract/entities';
import { readTokenClaims, type TokenClaims } from 'api-contract/token-claims';
import type { ApiErrorCode } from 'api-contract/api-error';
import type { Credentials, SecondStep, SignupData } from 'api-contract/payloads';
import { createAction, createAsyncAction } from '../../store/actions';
import type { StoredSession } from './session-storage';

/**
 * The signed-in session: its token, and how signing in went. Who is signed in comes from the
 * token's claims; their profile is a user like any other, in the users slice. Owned by the
 * shell; remotes read it through the selectors.
 */
export type SessionState = {
  token: string | null;
  /** `leaving`: the person asked to log out or to delete their account, and the server is ending the session. */
  status: 'idle' | 'pending' | 'failed' | 'leaving';
  error: string | null;
  /** The username of a signup that now waits for an admin's approval (registration `approval`). */
  awaitingApproval: string | null;
  /** A login whose password was right waits for a code of the account's second factor: its challenge, and the kinds of code it takes. */
  secondStep: SecondStep | null;
};

/** A login or signup's answer: the token, and the signed-in user's record. */
export type SignedIn = { token: string; user: User };

export const login = createAsyncAction<Credentials, SignedIn>('session/login');
/** The login asks for a second factor's code: its challenge, which the second step answers. */
export const secondStepAsked = createAction<SecondStep>('session/secondStepAsked');
/**
 * A login's second step: a code of the authenticator app or a recovery code, sent with the
 * pending step's challenge. Its success is `login.success`, as a login by password alone.
 */
export const loginSecondStep = createAsyncAction<SecondStepAnswer, SignedIn>('session/loginSecondStep');
/** What answers a second step: a code typed, or one of the account's passkeys (the browser asks for it). */
export type SecondStepAnswer = { code: string } | { passkey: true };
/** "Sign in with a passkey": no name or password, the browser asks for a passkey kept for this site. Its success is `login.success`. */
export const passkeyLogin = createAsyncAction<void, SignedIn>('session/passkeyLogin');
/** "Back to the password": the pending second step is dropped. */
export const secondStepLeft = createAction('session/secondStepLeft');
export const signup = createAsyncAction<SignupData, SignedIn>('session/signup');
/** A signup the community keeps waiting for an admin's approval: no session yet. */
export const signupAwaiting = createAction<{ username: string }>('session/signupAwaiting');
/**
 * Signs out; `reason` says why when the user did not ask for it (an expired session), in a toast,
 * or in the login page's alert when `onLoginPage` (a suspension, whose words the person needs to read).
 */
export const logout = createAction<{ reason?: string; onLoginPage?: boolean }>('session/logout');
/** The person asked to log out: the server ends the session, then the page signs out (even if the server cannot be reached). */
export const logoutRequested = createAction('session/logoutRequested');
/**
 * The page is ending its own session (true: an account's deletion is under way) or no longer is
 * (false: it was refused): the end the private stream then reports is this page's own doing, which
 * the worker that asked says once. Logout sets it too.
 */
export const sessionLeaving = createAction<boolean>('session/leaving');
/** Another tab signed out or in: take its session as ours. */
export const sessionSynced = createAction<StoredSession | null>('session/synced');

export const initialSessionState: SessionState = { token: null, status: 'idle', error: null, awaitingApproval: null, secondStep: null };

/**
 * The second step's refusals after which its challenge answers no code any more (unknown or used,
 * too late, too many wrong codes; or the account can no longer sign in): the password again.
 */
const stepEnded: ReadonlySet<ApiErrorCode | undefined> = new Set<ApiErrorCode>([
  'second_factor.invalid',
  'second_factor.expired',
  'second_factor.locked',
  'account.suspended',
  'account.gone',
]);

export function sessionReducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  if (login.request.match(action) || signup.request.match(action) || passkeyLogin.request.match(action))
    return { ...state, token: null, status: 'pending', error: null, secondStep: null };
  if (secondStepAsked.match(action)) return { ...initialSessionState, secondStep: action.payload };
  if (loginSecondStep.request.match(action)) return state.secondStep ? { ...state, status: 'pending', error: null } : state;
  if (loginSecondStep.failure.match(action)) {
    const { code, message } = action.payload;
    return { ...state, status: 'failed', error: message, secondStep: stepEnded.has(code) ? null : state.secondStep };
  }
  if (secondStepLeft.match(action)) return initialSessionState;
  if (login.success.match(action) || signup.success.match(action)) return { ...initialSessionState, token: action.payload.token };
  if (login.failure.match(action) || signup.failure.match(action) || passkeyLogin.failure.match(action))
    return { ...state, status: 'failed', error: action.payload.message };
  if (logoutRequested.match(action)) return { ...state, status: 'leaving' };
  if (sessionLeaving.match(action)) return { ...state, status: action.payload ? 'leaving' : 'idle' };
  if (signupAwaiting.match(action)) return { ...initialSessionState, awaitingApproval: action.payload.username };
  if (logout.match(action))
    return action.payload.onLoginPage && action.payload.reason
      ? { ...initialSessionState, error: action.payload.reason }
      : initialSessionState;
  // Another tab signing out leaves a second step under way here as it is.
  if (sessionSynced.match(action))
    return action.payload
      ? { ...initialSessionState, token: action.payload.token }
      : { ...initialSessionState, secondStep: state.secondStep };
  return state;
}

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;

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
