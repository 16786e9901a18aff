import { t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { put, takeLeading } from 'redux-saga/effects';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { usersReceived } from 'shell/users';

/**
 * One's email address in Settings: a change (the password first) and a new confirmation link.
 * What the last call said stays until the next: its words, and whether they were a refusal.
 */
export type EmailState = { pending: boolean; said: { words: string; refused: boolean } | null };

const idle: EmailState = { pending: false, said: null };

export const changeEmail = createAsyncAction<{ email: string; password: string }, { words: string }>('email/change');
export const resendConfirmation = createAsyncAction<void, { words: string }>('email/resendConfirmation');

export function emailReducer(state: EmailState = idle, action: UnknownAction): EmailState {
  if (changeEmail.request.match(action) || resendConfirmation.request.match(action)) return { pending: true, said: null };
  if (changeEmail.success.match(action) || resendConfirmation.success.match(action))
    return { pending: false, said: { words: action.payload.words, refused: false } };
  if (changeEmail.failure.match(action) || resendConfirmation.failure.match(action))
    return { pending: false, said: { words: action.payload.message, refused: true } };
  return state;
}

export const selectEmailState = (state: { emailChange?: EmailState }) => state.emailChange ?? idle;

function* changeEmailWorker(action: PayloadAction<{ email: string; password: string }>) {
  try {
    const { user } = yield* apiCall((api) => api.changeEmail({ body: action.payload }));
    yield put(usersReceived([user]));
    const { pendingEmail } = user;
    const email = user.email ?? action.payload.email;
    const words = pendingEmail
      ? t`Open the link we sent to ${pendingEmail} to finish. Your old address will be told.`
      : t`Your email address is now ${email}.`;
    yield put(changeEmail.success({ words }));
  } catch (error) {
    yield put(changeEmail.failure(toActionError(error, t`Could not change your email address.`), { silent: true }));
  }
}

function* resendConfirmationWorker() {
  try {
    yield* apiCall((api) => api.resendEmailConfirmation());
    yield put(resendConfirmation.success({ words: t`Sent. Check your mail.` }));
  } catch (error) {
    yield put(resendConfirmation.failure(toActionError(error, t`Could not send the link.`), { silent: true }));
  }
}

export function* emailSaga() {
  yield takeLeading(changeEmail.request.type, changeEmailWorker);
  yield takeLeading(resendConfirmation.request.type, resendConfirmationWorker);
}
