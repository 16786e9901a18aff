import type { UnknownAction } from 'redux';
import type { Comment } from 'mock-api/entities';
import { createAsyncAction } from 'shell/actions';

/** The comments of each post opened, with how loading them went. */
export type PostComments = { comments: Comment[]; status: 'loading' | 'ready' | 'failed'; error: string | null };
export type CommentsState = { byPost: Record<string, PostComments> };

type ForPost = { postId: string };

export const fetchComments = createAsyncAction<ForPost, ForPost & { comments: Comment[] }>('comments/fetch');

export const initialCommentsState: CommentsState = { byPost: {} };

const empty: PostComments = { comments: [], status: 'loading', error: null };

function update(state: CommentsState, postId: string, change: Partial<PostComments>): CommentsState {
  return { byPost: { ...state.byPost, [postId]: { ...(state.byPost[postId] ?? empty), ...change } } };
}

export function commentsReducer(state: CommentsState = initialCommentsState, action: UnknownAction): CommentsState {
  if (fetchComments.request.match(action)) return update(state, action.payload.postId, { status: 'loading', error: null });
  if (fetchComments.success.match(action)) {
    return update(state, action.payload.postId, { status: 'ready', comments: action.payload.comments });
  }
  if (fetchComments.failure.match(action) && action.payload.subject) {
    return update(state, action.payload.subject, { status: 'failed', error: action.payload.message });
  }
  return state;
}

type WithComments = { comments: CommentsState };

export const selectPostComments = (postId: string) => (state: WithComments) => state.comments.byPost[postId] ?? empty;
