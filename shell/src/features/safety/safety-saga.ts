import { t } from '@lingui/core/macro';
import { put, takeLatest } from 'redux-saga/effects';
import type { ValidReport } from 'api-contract/schemas';
import type { PayloadAction } from '../../store/actions';
import { apiCall, toActionError } from '../../store/api-call';
import { sendReport } from './safety-dialog-slice';

/** Sends a report; the dialog says how it went (thanks, or the server's reason), so no toast. */
function* sendReportWorker(action: PayloadAction<ValidReport>) {
  try {
    const { report } = yield* apiCall((api) => api.createReport({ body: action.payload }));
    yield put(sendReport.success(report));
  } catch (error) {
    yield put(sendReport.failure(toActionError(error, t`Could not send your report. Try again.`), { silent: true }));
  }
}

export function* safetySaga() {
  yield takeLatest(sendReport.request.type, sendReportWorker);
}
