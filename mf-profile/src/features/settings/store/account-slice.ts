import { plural, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { call, put, takeLeading } from 'redux-saga/effects';
import { endpoints } from 'api-contract/endpoints';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { logout, sessionLeaving } from 'shell/session';
import { saveFile } from '../save-file';

/** A form's call as the settings screen follows it: whether it is under way, and why it last failed. */
export type FormCallState = { pending: boolean; error: string | null };

export type PasswordChange = { currentPassword: string; newPassword: string };

/** Changes the password; succeeds with how many other sessions it ended. */
export const changePassword = createAsyncAction<PasswordChange, { ended: number }>('account/changePassword');
/** Deletes the account and everything it made; the page signs out once it is done. */
export const deleteAccount = createAsyncAction<{ password: string }, { userId: string }>('account/delete');

/** Asks for one's data as a zip, and saves it. */
export const exportAccount = createAsyncAction<void, void>('account/export');

const idle: FormCallState = { pending: false, error: null };

/** The reducer of one form's call: under way from its request, its failure's words until the next. */
function formCallReducer<Request, Success>({ request, success, failure }: ReturnType<typeof createAsyncAction<Request, Success>>) {
  return (state: FormCallState = idle, action: UnknownAction): FormCallState => {
    if (request.match(action)) return { pending: true, error: null };
    if (success.match(action)) return idle;
    if (failure.match(action)) return { pending: false, error: action.payload.message };
    return state;
  };
}

export const passwordChangeReducer = formCallReducer(changePassword);
export const accountDeletionReducer = formCallReducer(deleteAccount);
export const accountExportReducer = formCallReducer(exportAccount);

type WithAccountForms = { passwordChange?: FormCallState; accountDeletion?: FormCallState; accountExport?: FormCallState };
export const selectPasswordChange = (state: WithAccountForms) => state.passwordChange ?? idle;
export const selectAccountDeletion = (state: WithAccountForms) => state.accountDeletion ?? idle;
export const selectAccountExport = (state: WithAccountForms) => state.accountExport ?? idle;

const signedOutOthers = (ended: number) =>
  ended === 0
    ? t`Password changed`
    : plural(ended, { one: 'Password changed. Signed out # other session', other: 'Password changed. Signed out # other sessions' });

function* changePasswordWorker(action: PayloadAction<PasswordChange>) {
  try {
    const { ended } = yield* apiCall((api) => api.changePassword({ body: action.payload }));
    yield put(changePassword.success({ ended }, { toast: signedOutOthers(ended) }));
  } catch (error) {
    // The form shows why, beside the fields: no toast as well.
    yield put(changePassword.failure(toActionError(error, t`Could not change your password.`), { silent: true }));
  }
}

function* deleteAccountWorker(action: PayloadAction<{ password: string }>) {
  // The end of the session the stream may report before the answer is this page's own doing.
  yield put(sessionLeaving(true));
  try {
    const { userId } = yield* apiCall((api) => api.deleteAccount({ body: action.payload }));
    yield put(deleteAccount.success({ userId }));
    // The account and its sessions are gone: the page forgets the token too.
    yield put(logout({}, { toast: t`Your account was deleted, with everything it made` }));
  } catch (error) {
    yield put(sessionLeaving(false));
    yield put(deleteAccount.failure(toActionError(error, t`Could not delete your account.`), { silent: true }));
  }
}

function* exportAccountWorker() {
  try {
    const zip = yield* apiCall((api) => api.exportAccount());
    yield call(saveFile, zip, endpoints.exportAccount.download.fileName);
    yield put(exportAccount.success(undefined, { toast: t`Your data is downloading` }));
  } catch (error) {
    yield put(exportAccount.failure(toActionError(error, t`Could not prepare your data. Please try again.`), { silent: true }));
  }
}

export function* accountSaga() {
  yield takeLeading(exportAccount.request.type, exportAccountWorker);
  yield takeLeading(changePassword.request.type, changePasswordWorker);
  yield takeLeading(deleteAccount.request.type, deleteAccountWorker);
}
