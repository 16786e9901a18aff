import { put, takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from 'redux';
import type { Comment } from 'api-contract/entities';
import type { ApiClient } from 'api-contract/client';
import { postCommentsReplaced } from 'mf-feed/posts';
import type { ActionError, PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { addComment, deleteComment, downvoteComment, editComment, fetchComments, upvoteComment } from './comments-slice';

type Target = { postId: string; commentId?: string; text?: string };
type Answer = { postId: string; commentId: string; comments: Comment[] };

type CommentCall = {
  send: (api: ApiClient, target: Target) => Promise<{ comments: Comment[] }>;
  succeeded: (answer: Answer) => UnknownAction;
  failed: (error: ActionError) => UnknownAction;
  /** Said when the server gives no reason a person can use. */
  failureText?: string;
};

/**
 * One worker shape for every comment call: send it, store the post's new comments and keep
 * the feed's copy of the post in step (its card counts comments), or fail with words.
 */
function commentWorker({ send, succeeded, failed, failureText }: CommentCall) {
  return function* worker(action: PayloadAction<Target>) {
    const target = action.payload;
    try {
      const { comments } = yield* apiCall((api) => send(api, target));
      yield put(succeeded({ postId: target.postId, commentId: target.commentId ?? '', comments }));
      yield put(postCommentsReplaced({ postId: target.postId, comments }));
    } catch (error) {
      yield put(failed({ ...toActionError(error, failureText), subject: target.commentId ?? target.postId }));
    }
  };
}

const commentId = (target: Target) => target.commentId ?? '';
const text = (target: Target) => ({ text: target.text ?? '' });

export function* commentsSaga() {
  yield takeEvery(
    fetchComments.request.type,
    commentWorker({
      send: (api, t) => api.getComments(t.postId),
      succeeded: (answer) => fetchComments.success(answer),
      // The page shows this failure itself.
      failed: (error) => fetchComments.failure(error, { silent: true }),
    }),
  );
  yield takeEvery(
    addComment.request.type,
    commentWorker({
      send: (api, t) => api.addComment(t.postId, text(t)),
      succeeded: (answer) => addComment.success(answer),
      failed: (error) => addComment.failure(error),
      failureText: 'Could not post your comment.',
    }),
  );
  yield takeEvery(
    editComment.request.type,
    commentWorker({
      send: (api, t) => api.editComment(t.postId, commentId(t), text(t)),
      succeeded: (answer) => editComment.success(answer, { toast: 'Comment Updated!' }),
      failed: (error) => editComment.failure(error),
      failureText: 'Could not update the comment.',
    }),
  );
  yield takeEvery(
    deleteComment.request.type,
    commentWorker({
      send: (api, t) => api.deleteComment(t.postId, commentId(t)),
      succeeded: (answer) => deleteComment.success(answer, { toast: 'Comment Deleted!' }),
      failed: (error) => deleteComment.failure(error),
      failureText: 'Could not delete the comment.',
    }),
  );
  yield takeEvery(
    upvoteComment.request.type,
    commentWorker({
      send: (api, t) => api.upvoteComment(t.postId, commentId(t)),
      succeeded: (answer) => upvoteComment.success(answer),
      failed: (error) => upvoteComment.failure(error),
      failureText: 'Could not record your vote.',
    }),
  );
  yield takeEvery(
    downvoteComment.request.type,
    commentWorker({
      send: (api, t) => api.downvoteComment(t.postId, commentId(t)),
      succeeded: (answer) => downvoteComment.success(answer),
      failed: (error) => downvoteComment.failure(error),
      failureText: 'Could not record your vote.',
    }),
  );
}
