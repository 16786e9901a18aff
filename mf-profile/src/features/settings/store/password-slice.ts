import type { UnknownAction } from 'redux';
import { put, takeLeading } from 'redux-saga/effects';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';

/** The password change as the settings screen follows it: whether it is under way, and why it last failed. */
export type PasswordChangeState = { pending: boolean; error: string | null };

export type PasswordChange = { currentPassword: string; newPassword: string };

/** Changes the password; succeeds with how many other sessions it ended. */
export const changePassword = createAsyncAction<PasswordChange, { ended: number }>('password/change');

const initialState: PasswordChangeState = { pending: false, error: null };

export function passwordChangeReducer(state: PasswordChangeState = initialState, action: UnknownAction): PasswordChangeState {
  if (changePassword.request.match(action)) return { pending: true, error: null };
  if (changePassword.success.match(action)) return { pending: false, error: null };
  if (changePassword.failure.match(action)) return { pending: false, error: action.payload.message };
  return state;
}

type WithPasswordChange = { passwordChange?: PasswordChangeState };
export const selectPasswordChange = (state: WithPasswordChange) => state.passwordChange ?? initialState;

const signedOutOthers = (ended: number) =>
  ended === 0 ? 'Password changed' : `Password changed. Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}`;

function* changePasswordWorker(action: PayloadAction<PasswordChange>) {
  try {
    const { ended } = yield* apiCall((api) => api.changePassword({ body: action.payload }));
    yield put(changePassword.success({ ended }, { toast: signedOutOthers(ended) }));
  } catch (error) {
    // The form shows why, beside the fields: no toast as well.
    yield put(changePassword.failure(toActionError(error, 'Could not change your password.'), { silent: true }));
  }
}

export function* passwordSaga() {
  yield takeLeading(changePassword.request.type, changePasswordWorker);
}
