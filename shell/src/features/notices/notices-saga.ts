import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { apiCall, toActionError } from '../../store/api-call';
import { login, selectIsSignedIn } from '../session';
import { fetchNotices, readNotices } from './notices-slice';

function* fetchNoticesWorker() {
  try {
    const { notices } = yield* apiCall((api) => api.getNotices());
    yield put(fetchNotices.success(notices));
  } catch (error) {
    // The notices wait on the server for the next visit: nothing to say meanwhile.
    yield put(fetchNotices.failure(toActionError(error), { silent: true }));
  }
}

function* readNoticesWorker() {
  try {
    const { notices } = yield* apiCall((api) => api.readNotices());
    yield put(readNotices.success(notices));
  } catch (error) {
    yield put(readNotices.failure(toActionError(error), { silent: true }));
  }
}

/** Asks for the notices when the page loads signed in, and after each sign-in. */
export function* noticesSaga() {
  yield takeLatest(fetchNotices.request.type, fetchNoticesWorker);
  yield takeLeading(readNotices.request.type, readNoticesWorker);
  yield takeLatest(login.success.type, function* askAfterSignIn() {
    yield put(fetchNotices.request());
  });
  if ((yield select(selectIsSignedIn)) as boolean) yield put(fetchNotices.request());
}
