import { t } from '@lingui/core/macro';
import { call, delay, put, race, select, spawn, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ApiClient } from 'api-contract/client';
import { isLoggedIn, isSignedUp, type Credentials, type SignupData } from 'api-contract/payloads';
import { apiCall, toActionError } from '../../store/api-call';
import type { PayloadAction } from '../../store/actions';
import { discardDraftsOf } from '../../ui/drafts';
import {
  login,
  loginSecondStep,
  logout,
  passkeyLogin,
  logoutRequested,
  secondStepAsked,
  selectIsSignedIn,
  selectSession,
  selectSignedIn,
  sessionSynced,
  signup,
  signupAwaiting,
  type SecondStepAnswer,
  type SessionState,
} from './session-slice';
import { sessionStorageKey, readStoredSession } from './session-storage';

/** What a failed login or signup says when the server gave no reason. */
const noReason = () => t`Something went wrong!`;

function* loginWorker(action: PayloadAction<Credentials>) {
  try {
    const answer = yield* apiCall((api) => api.login({ body: action.payload }));
    if (isLoggedIn(answer))
      yield put(login.success({ token: answer.encodedToken, user: answer.foundUser }, { toast: t`Login Successfully!` }));
    else yield put(secondStepAsked(answer.secondFactor));
  } catch (error) {
    yield put(login.failure(toActionError(error, noReason())));
  }
}

/** The browser's passkey prompt, loaded on first use: the first visit downloads none of it. */
function* askBrowserForPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = (yield call(() => import('@simplewebauthn/browser'))) as typeof import('@simplewebauthn/browser');
  try {
    return (yield call(startAuthentication, { optionsJSON })) as AuthenticationResponseJSON;
  } catch {
    // Cancelled, timed out, or no passkey of this site here: the browser says which only in its own prompt.
    throw new PasskeyDeclined();
  }
}

/** The browser gave no passkey's answer. */
class PasskeyDeclined extends Error {}
const declinedWords = () => t`No passkey answered: it was cancelled, or this device has none for this account.`;

/** Answers the pending second step's challenge with the person's code or passkey: signed in as a login by password alone is. */
function* secondStepWorker(action: PayloadAction<SecondStepAnswer>) {
  try {
    const { secondStep } = (yield select(selectSession)) as SessionState;
    if (secondStep === null) return;
    const { challenge, passkeyOptions } = secondStep;
    const answer = action.payload;
    const { foundUser, encodedToken } =
      'code' in answer
        ? yield* apiCall((api) => api.loginSecondFactor({ body: { challenge, code: answer.code } }))
        : yield* passkeyAnswer(challenge, passkeyOptions);
    yield put(login.success({ token: encodedToken, user: foundUser }, { toast: t`Login Successfully!` }));
  } catch (error) {
    // The page shows the refusal in place, beside the code.
    const words = error instanceof PasskeyDeclined ? declinedWords() : noReason();
    yield put(loginSecondStep.failure(toActionError(error, words), { silent: true }));
  }
}

function* passkeyAnswer(challenge: string, options: PublicKeyCredentialRequestOptionsJSON | undefined) {
  if (!options) throw new PasskeyDeclined();
  const credential = yield* askBrowserForPasskey(options);
  return yield* apiCall((api) => api.loginSecondFactorPasskey({ body: { challenge, credential } }));
}

/** "Sign in with a passkey": the server's options, the browser's prompt, and the session the answer opens. */
function* passkeyLoginWorker() {
  try {
    const { options } = yield* apiCall((api) => api.passkeySignInOptions());
    const credential = yield* askBrowserForPasskey(options);
    const { foundUser, encodedToken } = yield* apiCall((api) =>
      api.signInWithPasskey({ body: { challenge: options.challenge, credential } }),
    );
    yield put(login.success({ token: encodedToken, user: foundUser }, { toast: t`Login Successfully!` }));
  } catch (error) {
    yield put(
      passkeyLogin.failure(toActionError(error, error instanceof PasskeyDeclined ? declinedWords() : noReason()), { silent: true }),
    );
  }
}

function* signupWorker(action: PayloadAction<SignupData>) {
  try {
    const answer = yield* apiCall((api) => api.signup({ body: action.payload }));
    if (isSignedUp(answer))
      yield put(signup.success({ token: answer.encodedToken, user: answer.createdUser }, { toast: t`Signup Successfully!` }));
    else yield put(signupAwaiting(answer.awaitingApproval));
  } catch (error) {
    yield put(signup.failure(toActionError(error, noReason())));
  }
}

/** How long a logout waits for the server to end the session before signing out here anyway. */
const logoutWaitMs = 3000;

/**
 * Ends the session on the server, so its token is refused from then on, then signs out here.
 * An unreachable or slow server does not keep the person signed in: after `logoutWaitMs` (or
 * any failure) the page signs out all the same.
 */
function* logoutWorker() {
  try {
    yield race({ ended: call(apiCall, (api: ApiClient) => api.logout()), gaveUp: delay(logoutWaitMs) });
  } catch {
    // Signing out here matters more than the server's answer.
  }
  // A session the server had already ended signed the page out, with its own message.
  if ((yield select(selectIsSignedIn)) as boolean) yield put(logout({}, { toast: t`Logged out Successfully` }));
}

function storageChannel(): EventChannel<{ key: string | null }> {
  return eventChannel((emit) => {
    const listener = (event: StorageEvent) => emit({ key: event.key });
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  });
}

/** Keeps tabs consistent: a sign-out or sign-in in another tab applies here too. */
function* watchOtherTabs() {
  const channel = (yield call(storageChannel)) as EventChannel<{ key: string | null }>;
  while (true) {
    const { key } = (yield take(channel)) as { key: string | null };
    if (key === sessionStorageKey || key === null) yield put(sessionSynced(readStoredSession().session));
  }
}

/**
 * Whenever this browser's session ends (a Logout, the server ending it: signed out from another
 * device, suspended, a password changed; another tab signing out or in as someone else), the
 * person's drafts go with it: a shared computer keeps nothing of theirs. Only Logout did (issue 32).
 */
function* discardDraftsWhenSignedOut() {
  let me = (yield select(selectSignedIn)) as { _id: string } | null;
  while (true) {
    yield take([logout.type, sessionSynced.type, login.success.type, signup.success.type]);
    const now = (yield select(selectSignedIn)) as { _id: string } | null;
    if (me && now?._id !== me._id) discardDraftsOf(me._id);
    me = now;
  }
}

export function* sessionSaga() {
  yield takeLatest(login.request.type, loginWorker);
  // A code is sent once: a second submit while it is checked changes nothing.
  yield takeLeading(loginSecondStep.request.type, secondStepWorker);
  yield takeLeading(passkeyLogin.request.type, passkeyLoginWorker);
  yield takeLatest(signup.request.type, signupWorker);
  // A second click while the first logout is under way changes nothing.
  yield takeLeading(logoutRequested.type, logoutWorker);
  yield spawn(watchOtherTabs);
  yield spawn(discardDraftsWhenSignedOut);
}
