import type { UnknownAction } from 'redux';
import type { Comment } from 'api-contract/entities';
import { createAsyncAction, trackPending } from 'shell/actions';
import { liveEventReceived } from 'shell/live';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { block, mute } from 'shell/users';

/** The comments of one post on screen, as ids in order (oldest first), with how loading and sending them went. */
export type CommentThread = {
  ids: string[];
  /** Where the next page starts; null once the last comment is in. */
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The status of the failed load: a 404 is final, anything else can be tried again. */
  errorStatus: number | null;
  /** Loading the next page ("Show more comments"), apart from the first. */
  more: 'idle' | 'loading' | 'failed';
  /** A new comment is being sent; the form keeps its text until it is stored. */
  adding: 'idle' | 'sending' | 'failed';
  /** How many comments the signed-in user has added here; the form empties when it grows. */
  added: number;
};

/** mf-comments' state: every comment the page has met, once, by id, and the threads on screen. */
export type CommentsState = {
  byId: Readonly<Record<string, Comment>>;
  byPost: Readonly<Record<string, CommentThread>>;
  /** Comments with an edit, delete or vote under way, so a second click waits. */
  pending: string[];
};

type ForPost = { postId: string };
type ForComment = ForPost & { commentId: string };
type Changed = ForComment & { comment: Comment };
/** A page of a thread: the first (`cursor` null) or the next. `limit` asks for more than a page (a thread reloaded whole). */
type PageRequest = ForPost & { cursor: string | null; limit?: number };

export const fetchComments = createAsyncAction<PageRequest, ForPost & { comments: Comment[]; nextCursor: string | null; first: boolean }>(
  'comments/fetch',
);
export const addComment = createAsyncAction<ForPost & { text: string }, Changed>('comments/add');
export const editComment = createAsyncAction<ForComment & { text: string }, Changed>('comments/edit');
export const deleteComment = createAsyncAction<ForComment, ForComment>('comments/delete');
export const upvoteComment = createAsyncAction<ForComment, Changed>('comments/upvote');
export const downvoteComment = createAsyncAction<ForComment, Changed>('comments/downvote');

const perComment = [editComment, deleteComment, upvoteComment, downvoteComment];

export const initialCommentsState: CommentsState = { byId: {}, byPost: {}, pending: [] };

const emptyThread: CommentThread = {
  ids: [],
  nextCursor: null,
  status: 'loading',
  error: null,
  errorStatus: null,
  more: 'idle',
  adding: 'idle',
  added: 0,
};

const threadOf = (state: CommentsState, postId: string) => ownEntry(state.byPost, postId) ?? emptyThread;

function update(state: CommentsState, postId: string, change: Partial<CommentThread>): CommentsState {
  return { ...state, byPost: withEntry(state.byPost, postId, { ...threadOf(state, postId), ...change }) };
}

function withComments(state: CommentsState, comments: Comment[]): CommentsState {
  let byId = state.byId;
  for (const comment of comments) byId = withEntry(byId, comment._id, comment);
  return { ...state, byId };
}

function withoutComment(state: CommentsState, postId: string, commentId: string): CommentsState {
  const thread = ownEntry(state.byPost, postId);
  const byId = withoutEntry(state.byId, commentId);
  return thread ? update({ ...state, byId }, postId, { ids: thread.ids.filter((id) => id !== commentId) }) : { ...state, byId };
}

function pagesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (fetchComments.request.match(action)) {
    // A thread on screen that loads again (a new comment announced) stays on screen meanwhile.
    const { postId, cursor } = action.payload;
    if (cursor !== null) return update(state, postId, { more: 'loading' });
    return threadOf(state, postId).status === 'ready' ? state : update(state, postId, { status: 'loading', error: null });
  }
  if (fetchComments.success.match(action)) {
    const { postId, comments, nextCursor, first } = action.payload;
    const next = withComments(state, comments);
    const ids = comments.map((comment) => comment._id);
    if (first) return update(next, postId, { ids, nextCursor, status: 'ready', more: 'idle', error: null, errorStatus: null });
    const known = new Set(threadOf(state, postId).ids);
    return update(next, postId, { ids: [...threadOf(state, postId).ids, ...ids.filter((id) => !known.has(id))], nextCursor, more: 'idle' });
  }
  if (fetchComments.failure.match(action) && action.payload.subject) {
    const { subject, message, status } = action.payload;
    const thread = threadOf(state, subject);
    if (thread.status !== 'ready') return update(state, subject, { status: 'failed', error: message, errorStatus: status });
    // A thread on screen keeps what it shows; only a failed "Show more" says so.
    return thread.more === 'loading' ? update(state, subject, { more: 'failed' }) : state;
  }
  return state;
}

function changesReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (addComment.request.match(action)) return update(state, action.payload.postId, { adding: 'sending' });
  if (addComment.failure.match(action) && action.payload.subject) return update(state, action.payload.subject, { adding: 'failed' });
  if (addComment.success.match(action)) {
    // A new comment is the newest: it goes at the end (a later page that brings it again is deduplicated).
    const { postId, comment } = action.payload;
    const thread = threadOf(state, postId);
    const ids = thread.ids.includes(comment._id) ? thread.ids : [...thread.ids, comment._id];
    return update(withComments(state, [comment]), postId, { ids, adding: 'idle', added: thread.added + 1 });
  }
  for (const call of [editComment, upvoteComment, downvoteComment]) {
    if (call.success.match(action)) return withComments(state, [action.payload.comment]);
  }
  if (deleteComment.success.match(action)) return withoutComment(state, action.payload.postId, action.payload.commentId);
  return state;
}

/** A comment deleted elsewhere leaves the thread on screen (a new one is fetched by the saga). */
function liveReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (!liveEventReceived.match(action)) return state;
  const { event } = action.payload;
  if (event.type !== 'comment.deleted' || !ownEntry(state.byId, event.commentId)) return state;
  return withoutComment(state, event.postId, event.commentId);
}

/**
 * Someone blocked or muted: their comments leave the threads on screen at once (the server
 * leaves them out from now on; an unblock or unmute loads the threads again, see the saga).
 */
function safetyReducer(state: CommentsState, action: UnknownAction): CommentsState {
  const target = block.success.match(action) || mute.success.match(action) ? action.payload : null;
  if (!target) return state;
  const username = target.username.toLowerCase();
  const gone = Object.values(state.byId).filter((comment) => comment.username.toLowerCase() === username);
  if (gone.length === 0) return state;
  const goneIds = new Set(gone.map((comment) => comment._id));
  let byId = state.byId;
  for (const id of goneIds) byId = withoutEntry(byId, id);
  const byPost = Object.fromEntries(
    Object.entries(state.byPost).map(([postId, thread]) => [postId, { ...thread, ids: thread.ids.filter((id) => !goneIds.has(id)) }]),
  );
  return { ...state, byId, byPost };
}

export function commentsReducer(state: CommentsState = initialCommentsState, action: UnknownAction): CommentsState {
  const next = [pagesReducer, changesReducer, liveReducer, safetyReducer].reduce((current, reduce) => reduce(current, action), state);
  const pending = trackPending(state.pending, action, perComment, 'commentId');
  return pending === state.pending ? next : { ...next, pending };
}

type WithComments = { comments: CommentsState };

/** The posts whose threads are on screen, loaded. */
export const selectLoadedThreads = (state: WithComments) =>
  Object.entries(state.comments.byPost).flatMap(([postId, thread]) => (thread.status === 'ready' ? [postId] : []));
export const selectCommentThread = (postId: string) => (state: WithComments) => ownEntry(state.comments.byPost, postId) ?? emptyThread;
export const selectComment = (commentId: string) => (state: WithComments) => ownEntry(state.comments.byId, commentId);
export const selectIsCommentPending = (commentId: string) => (state: WithComments) => state.comments.pending.includes(commentId);
