import { put, takeEvery } from 'redux-saga/effects';
import { postCommentsReplaced } from 'mf-feed/posts';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { fetchComments } from './comments-slice';

function* fetchCommentsWorker(action: PayloadAction<{ postId: string }>) {
  const { postId } = action.payload;
  try {
    const { comments } = yield* apiCall((api) => api.getComments(postId));
    yield put(fetchComments.success({ postId, comments }));
    // The post card counts comments from the feed's copy of the post: keep it in step.
    yield put(postCommentsReplaced({ postId, comments }));
  } catch (error) {
    yield put(fetchComments.failure({ ...toActionError(error), subject: postId }, { silent: true }));
  }
}

export function* commentsSaga() {
  yield takeEvery(fetchComments.request.type, fetchCommentsWorker);
}
