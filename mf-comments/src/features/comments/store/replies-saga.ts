import { fork, put, select, takeEvery } from 'redux-saga/effects';
import type { Comment } from 'api-contract/entities';
import type { NumberedEvent } from 'api-contract/events';
import type { ApiClient } from 'api-contract/client';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { liveEventReceived } from 'shell/live';
import { addReply, fetchReplies, showReplies } from './comments-actions';
import { selectComment, selectReplies, selectReplyCount } from './comments-slice';
import type { ReplyThread } from './comments-state';
import { pagesAgain, settledList } from './list-pages';
import { refreshPost } from './refresh-post';
import { takeEveryInOrder } from './take-every-in-order';

/** How many replies a page holds: a few under each comment, the rest on asking. */
export const replyPageSize = 10;

type FetchRepliesRequest = { postId: string; commentId: string; cursor: string | null; again?: boolean };

function* fetchRepliesWorker(action: PayloadAction<FetchRepliesRequest>) {
  const { postId, commentId, cursor, again = false } = action.payload;
  const fetchPage = (api: ApiClient, from: string | null, limit: number) =>
    api.getReplies({ postId, commentId, query: { limit, cursor: from } });
  try {
    const replies = (yield select(selectReplies(commentId))) as ReplyThread;
    const { comments, nextCursor } =
      again && replies.status === 'ready'
        ? yield* pagesAgain(replies, replyPageSize, fetchPage)
        : yield* apiCall((api) => fetchPage(api, cursor, replyPageSize));
    yield put(fetchReplies.success({ postId, commentId, comments, nextCursor, first: cursor === null }));
  } catch (error) {
    // The replies show this failure themselves, in the server's words.
    yield put(fetchReplies.failure({ ...toActionError(error, 'Could not load the replies.'), subject: commentId }, { silent: true }));
  }
}

/**
 * Replies unfolded under a comment whose replies are not loaded yet: load their first page. A
 * reply sent unfolds them too, and loads the others it answers alongside, if there are any.
 */
function* loadRepliesWorker(action: PayloadAction<{ postId: string; commentId?: string; parentId?: string }>) {
  const { postId, parentId } = action.payload;
  const commentId = parentId ?? action.payload.commentId ?? '';
  const replies = (yield select(selectReplies(commentId))) as ReplyThread;
  if (replies.status !== 'idle' && replies.status !== 'failed') return;
  if (parentId !== undefined && ((yield select(selectReplyCount(commentId))) as number) === 0) return;
  yield put(fetchReplies.request({ postId, commentId, cursor: null }));
}

function* addReplyWorker(action: PayloadAction<{ postId: string; parentId: string; text: string }>) {
  const { postId, parentId, text } = action.payload;
  try {
    const { comment } = yield* apiCall((api) => api.addComment({ postId, body: { text, parentId } }));
    yield put(addReply.success({ postId, parentId, comment }));
    yield* refreshPost(postId);
  } catch (error) {
    // The reply form says why beside the text it kept.
    yield put(addReply.failure({ ...toActionError(error, 'Could not send your reply.'), subject: parentId }, { silent: true }));
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
  const replies = yield* settledList(
    selectReplies(parentId),
    (ended) =>
      (fetchReplies.success.match(ended) && ended.payload.commentId === parentId) ||
      (fetchReplies.failure.match(ended) && ended.payload.subject === parentId),
  );
  const known = (yield select(selectComment(commentId))) as Comment | undefined;
  if (known) return;
  if (replies.open && replies.status === 'idle') {
    yield put(fetchReplies.request({ postId, commentId: parentId, cursor: null }));
    return;
  }
  if (replies.status !== 'ready' || replies.nextCursor !== null) return;
  yield put(fetchReplies.request({ postId, commentId: parentId, cursor: null, again: true }));
}

export function* repliesSaga() {
  // One comment's pages one at a time: a reload's answer never lands under an older page's.
  yield fork(takeEveryInOrder<FetchRepliesRequest>, fetchReplies.request.type, (payload) => payload.commentId, fetchRepliesWorker);
  yield takeEvery([showReplies.type, addReply.request.type], loadRepliesWorker);
  yield takeEvery(addReply.request.type, addReplyWorker);
  yield takeEvery(liveEventReceived.type, liveReplyWorker);
}
