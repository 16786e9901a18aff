import type { UnknownAction } from 'redux';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode } from 'api-contract/api-error';
import { apiAction } from '../../store/api-call';
import { createAction } from '../../store/actions';

/** Why a call of the forms was refused: the words to show, and the code the screen branches on. */
export type ResetRefusal = { message: string; code?: ApiErrorCode | undefined };

/** One form's call: under way, or refused with why. */
type ResetCall = { pending: boolean; refusal: ResetRefusal | null };

/**
 * The two signed-out screens of a forgotten password: asking for a link ("Forgot your
 * password?"), then choosing a new password with it. Kept only while a screen is open
 * (`passwordResetLeft` empties it), so a second visit starts afresh.
 */
export type PasswordResetState = {
  asking: ResetCall;
  /** The request was taken: the same answer whether or not an account matches. */
  sent: boolean;
  choosing: ResetCall;
  /** The account whose password the link changed: the login screen fills its username in. */
  changedFor: string | null;
  /** A link confirming an email address (`/confirm-email`), being used or refused. */
  confirming: ResetCall;
  /** The address the link confirmed. */
  confirmed: string | null;
};

const idle: ResetCall = { pending: false, refusal: null };

export const initialPasswordResetState: PasswordResetState = {
  asking: idle,
  sent: false,
  choosing: idle,
  changedFor: null,
  confirming: idle,
  confirmed: null,
};

/** "Forgot your password?": asks for a link to be mailed to the account that `login` names. */
export const askForResetLink = apiAction('session/askForResetLink', {
  call: (api, body: { login: string }) => api.requestPasswordReset({ body }),
  success: () => undefined,
  fallback: msg`Your request could not be sent. Please try again.`,
  shownInPlace: true,
  take: 'leading',
});

/** Chooses a new password with a reset link's token; every session of the account ends. */
export const chooseNewPassword = apiAction('session/chooseNewPassword', {
  call: (api, body: { token: string; newPassword: string }) => api.resetPassword({ body }),
  success: ({ username }) => ({ username }),
  fallback: msg`Your new password could not be saved. Please try again.`,
  shownInPlace: true,
  take: 'leading',
});

/** Confirms an email address with the token of the link mailed to it. */
export const confirmAddress = apiAction('session/confirmAddress', {
  call: (api, body: { token: string }) => api.confirmEmail({ body }),
  success: ({ email }) => ({ email }),
  fallback: msg`Your address could not be confirmed. Please try again.`,
  shownInPlace: true,
  take: 'leading',
});

/** A screen of the reset closed: what it showed is forgotten. */
export const passwordResetLeft = createAction('session/passwordResetLeft');

export function passwordResetReducer(state: PasswordResetState = initialPasswordResetState, action: UnknownAction): PasswordResetState {
  if (askForResetLink.request.match(action)) return { ...state, asking: { pending: true, refusal: null }, sent: false };
  if (askForResetLink.success.match(action)) return { ...state, asking: idle, sent: true };
  if (askForResetLink.failure.match(action))
    return { ...state, asking: { pending: false, refusal: { message: action.payload.message, code: action.payload.code } } };
  if (chooseNewPassword.request.match(action)) return { ...state, choosing: { pending: true, refusal: null }, changedFor: null };
  if (chooseNewPassword.success.match(action)) return { ...state, choosing: idle, changedFor: action.payload.username };
  if (chooseNewPassword.failure.match(action))
    return { ...state, choosing: { pending: false, refusal: { message: action.payload.message, code: action.payload.code } } };
  if (confirmAddress.request.match(action)) return { ...state, confirming: { pending: true, refusal: null }, confirmed: null };
  if (confirmAddress.success.match(action)) return { ...state, confirming: idle, confirmed: action.payload.email };
  if (confirmAddress.failure.match(action))
    return { ...state, confirming: { pending: false, refusal: { message: action.payload.message, code: action.payload.code } } };
  if (passwordResetLeft.match(action)) return initialPasswordResetState;
  return state;
}

export const selectPasswordReset = (state: { passwordReset?: PasswordResetState }) => state.passwordReset ?? initialPasswordResetState;

export function* passwordResetSaga() {
  yield* askForResetLink.saga();
  yield* chooseNewPassword.saga();
  yield* confirmAddress.saga();
}
