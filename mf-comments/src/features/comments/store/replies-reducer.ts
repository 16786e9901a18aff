import type { UnknownAction } from 'redux';
import { ownEntry } from 'shell/own-entries';
import { liveEventReceived } from 'shell/live';
import { deleteComment, fetchReplies, hideReplies, showReplies } from './comments-actions';
import { pageFailedInList } from 'shell/paged-list';
import { pageAsked, pageCame } from './paged-list';
import { replyFormReducer } from './reply-form-reducer';
import { repliesOf, updateReplies, withComments, withReplyCount, withoutComments, type CommentsState } from './comments-state';

/** Loading a comment's replies, a page at a time, and folding them away and back. */
function pagesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (showReplies.match(action)) return updateReplies(state, action.payload.commentId, { open: true });
  if (hideReplies.match(action)) return updateReplies(state, action.payload.commentId, { open: false });
  if (fetchReplies.request.match(action)) {
    const { commentId, cursor } = action.payload;
    return updateReplies(state, commentId, pageAsked(repliesOf(state, commentId), cursor));
  }
  if (fetchReplies.success.match(action)) {
    const { commentId, comments, nextCursor, cursor } = action.payload;
    const replies = pageCame(repliesOf(state, commentId), cursor, comments, nextCursor);
    // A reply met before its page came is now where the pages put it.
    const later = replies.later.filter((id) => !replies.ids.includes(id));
    return updateReplies(withComments(state, comments), commentId, { ...replies, later });
  }
  if (fetchReplies.failure.match(action) && action.payload.subject) {
    const { subject, message } = action.payload;
    return updateReplies(state, subject, pageFailedInList(repliesOf(state, subject), message));
  }
  return state;
}

/**
 * Counts follow the server: a reply added or deleted anywhere announces its comment's new
 * `replyCount`. One's own deleted reply counts down at once; its announcement, before or after,
 * finds it gone and only sets the same count.
 */
function countsReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (deleteComment.success.match(action)) {
    const reply = ownEntry(state.byId, action.payload.commentId);
    const parent = reply?.parentId ? ownEntry(state.byId, reply.parentId) : undefined;
    return parent ? withReplyCount(state, parent._id, Math.max(0, parent.replyCount - 1)) : state;
  }
  if (!liveEventReceived.match(action)) return state;
  const { event } = action.payload;
  if ((event.type !== 'comment.added' && event.type !== 'comment.deleted') || event.parentId === undefined) return state;
  const counted = event.replyCount === undefined ? state : withReplyCount(state, event.parentId, event.replyCount);
  return event.type === 'comment.deleted' ? withoutComments(counted, new Set([event.commentId])) : counted;
}

/** The replies' part of the comments slice; comments leaving the screen take their replies with them (`withoutComments`). */
export function repliesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  return [countsReducer, pagesReducer, replyFormReducer].reduce((current, reduce) => reduce(current, action), state);
}
