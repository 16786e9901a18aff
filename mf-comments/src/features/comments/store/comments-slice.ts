import type { UnknownAction } from 'redux';
import { trackPending } from 'shell/actions';
import { liveEventReceived } from 'shell/live';
import { ownEntry } from 'shell/own-entries';
import { block, mute } from 'shell/users';
import {
  addComment,
  deleteComment,
  downvoteComment,
  editComment,
  fetchComments,
  upvoteComment,
  withdrawCommentVote,
} from './comments-actions';
import {
  initialCommentsState,
  repliesOf,
  threadOf,
  updateThread,
  withComments,
  withoutComments,
  type CommentsState,
} from './comments-state';
import { pageFailedInList } from 'shell/paged-list';
import { pageAsked, pageCame } from './paged-list';
import { repliesReducer } from './replies-reducer';

const perComment = [editComment, deleteComment, upvoteComment, downvoteComment, withdrawCommentVote];

function pagesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (fetchComments.request.match(action)) {
    const { postId, cursor } = action.payload;
    return updateThread(state, postId, pageAsked(threadOf(state, postId), cursor));
  }
  if (fetchComments.success.match(action)) {
    const { postId, comments, nextCursor, cursor } = action.payload;
    const thread = pageCame(threadOf(state, postId), cursor, comments, nextCursor);
    return updateThread(withComments(state, comments), postId, cursor === null ? { ...thread, errorStatus: null } : thread);
  }
  if (fetchComments.failure.match(action) && action.payload.subject) {
    const { subject, message, status } = action.payload;
    const thread = threadOf(state, subject);
    const failed = pageFailedInList(thread, message);
    return updateThread(state, subject, failed.status === thread.status ? failed : { ...failed, errorStatus: status });
  }
  return state;
}

function changesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (addComment.request.match(action)) return updateThread(state, action.payload.postId, { adding: 'sending' });
  if (addComment.failure.match(action) && action.payload.subject) return updateThread(state, action.payload.subject, { adding: 'failed' });
  if (addComment.success.match(action)) {
    // A new comment is the newest: it goes at the end (a later page that brings it again is deduplicated).
    const { postId, comment } = action.payload;
    const thread = threadOf(state, postId);
    const ids = thread.ids.includes(comment._id) ? thread.ids : [...thread.ids, comment._id];
    return updateThread(withComments(state, [comment]), postId, { ids, adding: 'idle', added: thread.added + 1 });
  }
  for (const call of [editComment, upvoteComment, downvoteComment, withdrawCommentVote]) {
    if (call.success.match(action)) return withComments(state, [action.payload.comment]);
  }
  // A deleted comment's replies are deleted with it: they leave the screen too.
  if (deleteComment.success.match(action)) return withoutComments(state, new Set([action.payload.commentId]));
  return state;
}

/** A comment deleted elsewhere leaves the screen, with its replies (a new one is fetched by the saga). */
function liveReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (!liveEventReceived.match(action)) return state;
  const { event } = action.payload;
  return event.type === 'comment.deleted' ? withoutComments(state, new Set([event.commentId])) : state;
}

/**
 * Someone blocked or muted: their comments and replies leave the screen at once (the server
 * leaves them out from now on; an unblock or unmute loads the lists again, see the saga).
 */
function safetyReducer(state: CommentsState, action: UnknownAction): CommentsState {
  const target = block.success.match(action) || mute.success.match(action) ? action.payload : null;
  if (!target) return state;
  const username = target.username.toLowerCase();
  const gone = Object.values(state.byId).filter((comment) => comment.username.toLowerCase() === username);
  return gone.length === 0 ? state : withoutComments(state, new Set(gone.map((comment) => comment._id)));
}

/** The replies' reducer goes first: counting a deleted reply down needs its record, which the others then remove. */
export function commentsReducer(state: CommentsState = initialCommentsState, action: UnknownAction): CommentsState {
  const reducers = [repliesReducer, pagesReducer, changesReducer, liveReducer, safetyReducer];
  const next = reducers.reduce((current, reduce) => reduce(current, action), state);
  const pending = trackPending(state.pending, action, perComment, 'commentId');
  return pending === state.pending ? next : { ...next, pending };
}

export type WithComments = { comments: CommentsState };

/** The posts whose threads are on screen, loaded. */
export const selectLoadedThreads = (state: WithComments) =>
  Object.entries(state.comments.byPost).flatMap(([postId, thread]) => (thread.status === 'loaded' ? [postId] : []));
export const selectCommentThread = (postId: string) => (state: WithComments) => threadOf(state.comments, postId);
export const selectComment = (commentId: string) => (state: WithComments) => ownEntry(state.comments.byId, commentId);
export const selectIsCommentPending = (commentId: string) => (state: WithComments) => state.comments.pending.includes(commentId);

/** The comments whose replies are on screen, loaded, with the post each is on. */
export const selectLoadedReplies = (state: WithComments) =>
  Object.entries(state.comments.byPost).flatMap(([postId, thread]) =>
    thread.ids.flatMap((commentId) => (ownEntry(state.comments.replies, commentId)?.status === 'loaded' ? [{ postId, commentId }] : [])),
  );
export const selectReplies = (commentId: string) => (state: WithComments) => repliesOf(state.comments, commentId);
/**
 * "View N replies": the server's count, and never fewer than the replies the page knows of (one's
 * own reply counts before its announcement comes, or when the page hears none).
 */
export const selectReplyCount = (commentId: string) => (state: WithComments) => {
  const replies = ownEntry(state.comments.replies, commentId);
  const known = replies ? replies.ids.length + replies.later.length : 0;
  return Math.max(ownEntry(state.comments.byId, commentId)?.replyCount ?? 0, known);
};
