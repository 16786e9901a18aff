import type { UnknownAction } from 'redux';
import type { Comment } from 'api-contract/entities';
import { createAsyncAction, trackPending } from 'shell/actions';
import { ownEntry, withEntry } from 'shell/own-entries';

/** The comments of each post opened, with how loading and sending them went. */
export type PostComments = {
  comments: Comment[];
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The status of the failed load: a 404 is final, anything else can be tried again. */
  errorStatus: number | null;
  /** A new comment is being sent; the form keeps its text until it is stored. */
  adding: 'idle' | 'sending' | 'failed';
  /** How many comments the signed-in user has added here; the form empties when it grows. */
  added: number;
};
export type CommentsState = {
  byPost: Readonly<Record<string, PostComments>>;
  /** Comments with an edit, delete or vote under way, so a second click waits. */
  pending: string[];
};

type ForPost = { postId: string };
type ForComment = ForPost & { commentId: string };
type Answer = ForPost & { comments: Comment[] };

export const fetchComments = createAsyncAction<ForPost, Answer>('comments/fetch');
export const addComment = createAsyncAction<ForPost & { text: string }, Answer>('comments/add');
export const editComment = createAsyncAction<ForComment & { text: string }, Answer & { commentId: string }>('comments/edit');
export const deleteComment = createAsyncAction<ForComment, Answer & { commentId: string }>('comments/delete');
export const upvoteComment = createAsyncAction<ForComment, Answer & { commentId: string }>('comments/upvote');
export const downvoteComment = createAsyncAction<ForComment, Answer & { commentId: string }>('comments/downvote');

/** Every call that answers with the post's comments. */
export const commentCalls = [fetchComments, addComment, editComment, deleteComment, upvoteComment, downvoteComment];
const perComment = [editComment, deleteComment, upvoteComment, downvoteComment];

export const initialCommentsState: CommentsState = { byPost: {}, pending: [] };

const empty: PostComments = { comments: [], status: 'loading', error: null, errorStatus: null, adding: 'idle', added: 0 };

function update(state: CommentsState, postId: string, change: Partial<PostComments>): CommentsState {
  return { ...state, byPost: withEntry(state.byPost, postId, { ...(ownEntry(state.byPost, postId) ?? empty), ...change }) };
}

function postReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (fetchComments.request.match(action)) return update(state, action.payload.postId, { status: 'loading', error: null });
  if (fetchComments.failure.match(action) && action.payload.subject) {
    return update(state, action.payload.subject, { status: 'failed', error: action.payload.message, errorStatus: action.payload.status });
  }
  if (addComment.request.match(action)) return update(state, action.payload.postId, { adding: 'sending' });
  if (addComment.failure.match(action) && action.payload.subject) return update(state, action.payload.subject, { adding: 'failed' });
  if (addComment.success.match(action)) {
    const { postId, comments } = action.payload;
    return update(state, postId, { status: 'ready', comments, adding: 'idle', added: (ownEntry(state.byPost, postId)?.added ?? 0) + 1 });
  }
  for (const call of commentCalls) {
    if (call.success.match(action)) {
      return update(state, action.payload.postId, { status: 'ready', comments: action.payload.comments, adding: 'idle' });
    }
  }
  return state;
}

export function commentsReducer(state: CommentsState = initialCommentsState, action: UnknownAction): CommentsState {
  const next = postReducer(state, action);
  const pending = trackPending(state.pending, action, perComment, 'commentId');
  return pending === state.pending ? next : { ...next, pending };
}

type WithComments = { comments: CommentsState };

export const selectPostComments = (postId: string) => (state: WithComments) => ownEntry(state.comments.byPost, postId) ?? empty;
export const selectIsCommentPending = (commentId: string) => (state: WithComments) => state.comments.pending.includes(commentId);
