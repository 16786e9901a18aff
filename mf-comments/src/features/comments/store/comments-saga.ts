import { fork, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import type { Action, UnknownAction } from 'redux';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ApiClient } from 'api-contract/client';
import type { Comment } from 'api-contract/entities';
import type { NumberedEvent } from 'api-contract/events';
import type { ActionError, PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { draftOwner, keepDraftAgain } from 'shell/draft-saga';
import { liveEventReceived } from 'shell/live';
import { unblock, unmute } from 'shell/users';
import {
  addComment,
  deleteComment,
  downvoteComment,
  editComment,
  fetchComments,
  fetchReplies,
  upvoteComment,
  withdrawCommentVote,
} from './comments-actions';
import { selectComment, selectCommentThread, selectLoadedReplies, selectLoadedThreads } from './comments-slice';
import type { CommentThread } from './comments-state';
import { commentDraftSubject, commentEditDraftSubject, type CommentDraft } from './comment-drafts';
import { refreshPost } from './refresh-post';
import { pageAskedFor, settledList } from './list-pages';
import { repliesSaga } from './replies-saga';
import { takeEveryInOrder } from './take-every-in-order';

/** How many comments a page of a thread holds. */
const pageSize = 20;

type FetchCommentsRequest = { postId: string; cursor: string | null; again?: boolean };

function* fetchCommentsWorker(action: PayloadAction<FetchCommentsRequest>) {
  const { postId, cursor } = action.payload;
  try {
    const thread = (yield select(selectCommentThread(postId))) as CommentThread;
    const page = yield* pageAskedFor(thread, action.payload, pageSize, (api, from, limit) =>
      api.getComments({ postId, query: { limit, cursor: from } }),
    );
    yield put(fetchComments.success({ postId, ...page, cursor }));
  } catch (error) {
    // The page shows this failure itself, in the server's words.
    yield put(fetchComments.failure({ ...toActionError(error), subject: postId }, { silent: true }));
  }
}

type Target = { postId: string; commentId?: string; text?: string };

type CommentCall<A> = {
  send: (api: ApiClient, target: Target) => Promise<A>;
  succeeded: (answer: A, target: Target) => UnknownAction;
  failed: (error: ActionError) => UnknownAction;
  /**
   * Said when the server gives no reason a person can use: a `msg` descriptor (the workers are
   * made when the saga starts, before the language is known), said in the language of the moment it fails.
   */
  failureText: MessageDescriptor;
  /** The post's comment count changed: mf-feed loads the post again, so its card counts them as the server does. */
  countChanges?: boolean;
  /** The draft the words were sent from (thrown away as they went): kept again if the send fails. */
  draftOf?: (target: Target) => string;
};

/** One worker shape for every change of a comment: send it, store what changed, or fail with words. */
function commentWorker<A>({ send, succeeded, failed, failureText, countChanges = false, draftOf }: CommentCall<A>) {
  return function* worker(action: PayloadAction<Target>) {
    const target = action.payload;
    const sender = yield* draftOwner();
    try {
      const answer = yield* apiCall((api) => send(api, target));
      yield put(succeeded(answer, target));
      if (countChanges) yield* refreshPost(target.postId);
    } catch (error) {
      if (draftOf && target.text) yield* keepDraftAgain(draftOf(target), { whole: { text: target.text } satisfies CommentDraft }, sender);
      yield put(failed({ ...toActionError(error, i18n._(failureText)), subject: target.commentId ?? target.postId }));
    }
  };
}

const commentId = (target: Target) => target.commentId ?? '';
const text = (target: Target) => ({ text: target.text ?? '' });

/**
 * A comment announced on a thread on screen that has all its comments (the newest come last)
 * loads the thread again, so it appears; a thread with more to load gets it with its last page.
 * While a page of the thread is under way this waits for it (`settledList`).
 */
function* liveCommentWorker(action: PayloadAction<NumberedEvent>) {
  const { event } = action.payload;
  // A reply is not the thread's: the replies' saga takes it.
  if (event.type !== 'comment.added' || event.parentId) return;
  const { postId, commentId } = event;
  try {
    // One's own comment on this post still on its way: the announced comment may be it. Its answer
    // shows it and empties the box in one render; loading the thread first showed it beside the
    // words still in the box (a browser test caught that frame once in a fresh-clone run).
    if (((yield select(selectCommentThread(postId))) as CommentThread).adding === 'sending')
      yield take(
        (action: Action) =>
          (addComment.success.match(action) && action.payload.postId === postId) ||
          (addComment.failure.match(action) && action.payload.subject === postId),
      );
    const thread = yield* settledList(
      selectCommentThread(postId),
      (ended) =>
        (fetchComments.success.match(ended) && ended.payload.postId === postId) ||
        (fetchComments.failure.match(ended) && ended.payload.subject === postId),
    );
    const known = (yield select(selectComment(commentId))) as Comment | undefined;
    if (known || thread.status !== 'loaded' || thread.nextCursor !== null) return;
    yield put(fetchComments.request({ postId, cursor: null, again: true }));
  } catch (error) {
    yield put(fetchComments.failure(toActionError(error, t`Could not show a new comment.`)));
  }
}

/** Someone unblocked or unmuted: their comments and replies belong on screen again; the threads and replies load again, as far as they had. */
function* reloadThreadsWorker() {
  try {
    const postIds = (yield select(selectLoadedThreads)) as string[];
    const replies = (yield select(selectLoadedReplies)) as Array<{ postId: string; commentId: string }>;
    for (const postId of postIds) yield put(fetchComments.request({ postId, cursor: null, again: true }));
    for (const { postId, commentId } of replies) yield put(fetchReplies.request({ postId, commentId, cursor: null, again: true }));
  } catch (error) {
    yield put(fetchComments.failure(toActionError(error, t`Could not load the comments again.`)));
  }
}

export function* commentsSaga() {
  yield spawn(repliesSaga);
  yield takeEvery([unblock.success.type, unmute.success.type], reloadThreadsWorker);
  // One thread's pages one at a time: a reload's answer never lands under an older page's.
  yield fork(takeEveryInOrder<FetchCommentsRequest>, fetchComments.request.type, (payload) => payload.postId, fetchCommentsWorker);
  yield takeEvery(
    addComment.request.type,
    commentWorker({
      send: (api, target) => api.addComment({ postId: target.postId, body: text(target) }),
      succeeded: ({ comment }, target) => addComment.success({ postId: target.postId, commentId: comment._id, comment }),
      failed: (error) => addComment.failure(error),
      failureText: msg`Could not post your comment.`,
      countChanges: true,
      draftOf: (target) => commentDraftSubject(target.postId),
    }),
  );
  yield takeEvery(
    editComment.request.type,
    commentWorker({
      send: (api, target) => api.editComment({ postId: target.postId, commentId: commentId(target), body: text(target) }),
      succeeded: ({ comment }, target) =>
        editComment.success({ postId: target.postId, commentId: comment._id, comment }, { toast: t`Comment Updated!` }),
      failed: (error) => editComment.failure(error),
      failureText: msg`Could not update the comment.`,
      draftOf: (target) => commentEditDraftSubject(commentId(target)),
    }),
  );
  yield takeEvery(
    deleteComment.request.type,
    commentWorker({
      send: (api, target) => api.deleteComment({ postId: target.postId, commentId: commentId(target) }),
      succeeded: (_answer, target) =>
        deleteComment.success({ postId: target.postId, commentId: commentId(target) }, { toast: t`Comment Deleted!` }),
      failed: (error) => deleteComment.failure(error),
      failureText: msg`Could not delete the comment.`,
      countChanges: true,
    }),
  );
  yield takeEvery(
    upvoteComment.request.type,
    commentWorker({
      send: (api, target) => api.upvoteComment({ postId: target.postId, commentId: commentId(target) }),
      succeeded: ({ comment }, target) => upvoteComment.success({ postId: target.postId, commentId: comment._id, comment }),
      failed: (error) => upvoteComment.failure(error),
      failureText: msg`Could not record your vote.`,
    }),
  );
  yield takeEvery(
    downvoteComment.request.type,
    commentWorker({
      send: (api, target) => api.downvoteComment({ postId: target.postId, commentId: commentId(target) }),
      succeeded: ({ comment }, target) => downvoteComment.success({ postId: target.postId, commentId: comment._id, comment }),
      failed: (error) => downvoteComment.failure(error),
      failureText: msg`Could not record your vote.`,
    }),
  );
  yield takeEvery(
    withdrawCommentVote.request.type,
    commentWorker({
      send: (api, target) => api.withdrawCommentVote({ postId: target.postId, commentId: commentId(target) }),
      succeeded: ({ comment }, target) => withdrawCommentVote.success({ postId: target.postId, commentId: comment._id, comment }),
      failed: (error) => withdrawCommentVote.failure(error),
      failureText: msg`Could not record your vote.`,
    }),
  );
  yield takeEvery(liveEventReceived.type, liveCommentWorker);
}
