import type { Action } from 'redux';
import { fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Comment } from 'api-contract/entities';
import type { NumberedEvent } from 'api-contract/events';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { draftOwner, keepDraftAgain } from 'shell/draft-saga';
import { liveEventReceived } from 'shell/live';
import { addReply, fetchReplies, showReplies } from './comments-actions';
import { selectComment, selectReplies, selectReplyCount } from './comments-slice';
import type { ReplyThread } from './comments-state';
import { replyDraftSubject, type CommentDraft } from './comment-drafts';
import { pageAskedFor, settledList } from './list-pages';
import { refreshPost } from './refresh-post';
import { takeEveryInOrder } from './take-every-in-order';

/** How many replies a page holds: a few under each comment, the rest on asking. */
const replyPageSize = 10;
/** Said in the language of the moment it fails (`i18n._(loadFailed)`). */
const loadFailed = msg`Could not load the replies.`;

type FetchRepliesRequest = { postId: string; commentId: string; cursor: string | null; again?: boolean };

function* fetchRepliesWorker(action: PayloadAction<FetchRepliesRequest>) {
  const { postId, commentId, cursor } = action.payload;
  try {
    const replies = (yield select(selectReplies(commentId))) as ReplyThread;
    const page = yield* pageAskedFor(replies, action.payload, replyPageSize, (api, from, limit) =>
      api.getReplies({ postId, commentId, query: { limit, cursor: from } }),
    );
    yield put(fetchReplies.success({ postId, commentId, ...page, cursor }));
  } catch (error) {
    // The replies show this failure themselves, in the server's words.
    yield put(fetchReplies.failure({ ...toActionError(error, i18n._(loadFailed)), subject: commentId }, { silent: true }));
  }
}

/** The comment's replies load their first page unless they are loaded or loading (`whenAny`: only if it has replies). */
function* loadReplies(postId: string, commentId: string, whenAny: boolean) {
  try {
    const replies = (yield select(selectReplies(commentId))) as ReplyThread;
    if (replies.status !== 'idle' && replies.status !== 'failed') return;
    if (whenAny && ((yield select(selectReplyCount(commentId))) as number) === 0) return;
    yield put(fetchReplies.request({ postId, commentId, cursor: null }));
  } catch (error) {
    yield put(fetchReplies.failure({ ...toActionError(error, i18n._(loadFailed)), subject: commentId }));
  }
}

/** "View N replies": the replies unfolded load, the first time (or again after a failure). */
function* showRepliesWorker(action: PayloadAction<{ postId: string; commentId: string }>) {
  yield* loadReplies(action.payload.postId, action.payload.commentId, false);
}

/** A reply sent unfolds its comment's replies: the others it answers alongside load too, if there are any. */
function* replySentWorker(action: PayloadAction<{ postId: string; parentId: string }>) {
  yield* loadReplies(action.payload.postId, action.payload.parentId, true);
}

function* addReplyWorker(action: PayloadAction<{ postId: string; parentId: string; text: string }>) {
  const { postId, parentId, text } = action.payload;
  const sender = yield* draftOwner();
  try {
    const { comment } = yield* apiCall((api) => api.addComment({ postId, body: { text, parentId } }));
    yield put(addReply.success({ postId, parentId, comment }));
    yield* refreshPost(postId);
  } catch (error) {
    yield* keepDraftAgain(replyDraftSubject(parentId), { whole: { text } satisfies CommentDraft }, sender);
    // The reply form says why beside the text it kept.
    yield put(addReply.failure({ ...toActionError(error, t`Could not send your reply.`), subject: parentId }, { silent: true }));
  }
}

/**
 * A reply announced under a comment whose replies are loaded to the end loads them again, so it
 * appears (the newest come last); replies with more to load get it with their last page. Replies
 * unfolded but never loaded (one's own reply, the first) load now. While a page of them is under
 * way this waits for it: read before the reply was stored, it would end the list without it.
 */
function* liveReplyWorker(action: PayloadAction<NumberedEvent>) {
  const { event } = action.payload;
  if (event.type !== 'comment.added' || !event.parentId) return;
  const { postId, commentId, parentId } = event;
  try {
    // One's own reply to this comment still on its way: the announced reply may be it, shown
    // already as it goes. Its answer says; loading the replies first would show it twice meanwhile.
    if (((yield select(selectReplies(parentId))) as ReplyThread).sending !== null)
      yield take(
        (action: Action) =>
          (addReply.success.match(action) && action.payload.parentId === parentId) ||
          (addReply.failure.match(action) && action.payload.subject === parentId),
      );
    const replies = yield* settledList(
      selectReplies(parentId),
      (ended) =>
        (fetchReplies.success.match(ended) && ended.payload.commentId === parentId) ||
        (fetchReplies.failure.match(ended) && ended.payload.subject === parentId),
    );
    const known = (yield select(selectComment(commentId))) as Comment | undefined;
    if (known) return;
    if (replies.open && replies.status === 'idle') yield put(fetchReplies.request({ postId, commentId: parentId, cursor: null }));
    else if (replies.status === 'loaded' && replies.nextCursor === null)
      yield put(fetchReplies.request({ postId, commentId: parentId, cursor: null, again: true }));
  } catch (error) {
    yield put(fetchReplies.failure({ ...toActionError(error, i18n._(loadFailed)), subject: parentId }));
  }
}

export function* repliesSaga() {
  // One comment's pages one at a time: a reload's answer never lands under an older page's.
  yield fork(takeEveryInOrder<FetchRepliesRequest>, fetchReplies.request.type, (payload) => payload.commentId, fetchRepliesWorker);
  yield takeEvery(showReplies.type, showRepliesWorker);
  yield takeEvery(addReply.request.type, replySentWorker);
  yield takeEvery(addReply.request.type, addReplyWorker);
  yield takeEvery(liveEventReceived.type, liveReplyWorker);
}
