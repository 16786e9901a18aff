import type { UnknownAction } from 'redux';
import type { Comment, Post, UserRef } from 'api-contract/entities';
import { dislikePost as dislikeRule, likePost as likeRule } from 'api-contract/rules/post-rules';
import type { PostData } from 'api-contract/payloads';
import { createAction, createAsyncAction, trackPending } from 'shell/actions';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';

/** The post part of the client state (spec section 3), owned by mf-feed. */
export type PostsState = {
  posts: Post[];
  /** Ids of the signed-in user's bookmarked posts. */
  bookmarks: string[];
  isLoading: boolean;
  /** Set when the last fetch failed; the list shows it with a retry. */
  errorMessage: string | null;
  deleteError: string | null;
  /** Posts with a like, bookmark or delete under way, so a second click waits. */
  pending: string[];
  /** Posts as they were before an optimistic like or dislike, to put back if the call fails. */
  beforeOptimistic: Readonly<Record<string, Post>>;
  /** A new post or an edit is being sent: the editor's button reads 'add post...'. */
  submitting: boolean;
  /** What the user wrote in the last post that failed to send, so reopening the editor restores it. */
  draft: PostDraft | null;
};

/** A post being written: new (`postId` absent) or an edit of `postId`. */
export type PostDraft = { postId?: string; postData: PostData };

export const fetchPosts = createAsyncAction<void, Post[]>('posts/fetch');
export const fetchBookmarks = createAsyncAction<void, string[]>('posts/fetchBookmarks');
export const createPost = createAsyncAction<PostData, Post[]>('posts/create');
export const editPost = createAsyncAction<{ postId: string; postData: PostData }, Post[]>('posts/edit');
type PostTarget = { postId: string };
/** A like or dislike names who gives it, so the screen can show it before the server answers. */
type Vote = PostTarget & { user: UserRef };
export const deletePost = createAsyncAction<PostTarget, PostTarget & { posts: Post[] }>('posts/delete');
export const likePost = createAsyncAction<Vote, PostTarget & { posts: Post[] }>('posts/like');
export const dislikePost = createAsyncAction<Vote, PostTarget & { posts: Post[] }>('posts/dislike');
export const bookmarkPost = createAsyncAction<PostTarget, PostTarget & { bookmarks: string[] }>('posts/bookmark');
export const removeBookmark = createAsyncAction<PostTarget, PostTarget & { bookmarks: string[] }>('posts/removeBookmark');
/** A post's comments changed (mf-comments dispatches this after each comment call). */
export const postCommentsReplaced = createAction<{ postId: string; comments: Comment[] }>('posts/commentsReplaced');

export const initialPostsState: PostsState = {
  posts: [],
  bookmarks: [],
  isLoading: false,
  errorMessage: null,
  deleteError: null,
  pending: [],
  beforeOptimistic: {},
  submitting: false,
  draft: null,
};

/** Newest first: the spec's "set the list to the response reversed", made independent of storage order. */
export const newestFirst = (posts: Post[]): Post[] => [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const perPost = [deletePost, likePost, dislikePost, bookmarkPost, removeBookmark];

/** The editor's part: pending while sending, and the draft kept when sending fails. */
function editorReducer(state: PostsState, action: UnknownAction): PostsState {
  if (createPost.request.match(action)) return { ...state, submitting: true, draft: { postData: action.payload } };
  if (editPost.request.match(action)) return { ...state, submitting: true, draft: action.payload };
  if (createPost.success.match(action) || editPost.success.match(action)) return { ...state, submitting: false, draft: null };
  if (createPost.failure.match(action) || editPost.failure.match(action)) return { ...state, submitting: false };
  return state;
}

/**
 * Likes, dislikes and bookmarks show at once: the request applies the server's own rule to
 * the post on screen; the answer replaces it, and a failure puts the post back as it was.
 */
function optimisticReducer(state: PostsState, action: UnknownAction): PostsState {
  if (likePost.request.match(action) || dislikePost.request.match(action)) {
    const { postId, user } = action.payload;
    const post = state.posts.find((candidate) => candidate._id === postId);
    const predicted = post && (likePost.request.match(action) ? likeRule(post, user) : dislikeRule(post, user));
    if (!post || !predicted?.ok) return state;
    return {
      ...state,
      beforeOptimistic: withEntry(state.beforeOptimistic, postId, post),
      posts: state.posts.map((candidate) => (candidate._id === postId ? predicted.value : candidate)),
    };
  }
  if (likePost.success.match(action) || dislikePost.success.match(action)) {
    return { ...state, beforeOptimistic: withoutEntry(state.beforeOptimistic, action.payload.postId) };
  }
  if ((likePost.failure.match(action) || dislikePost.failure.match(action)) && action.payload.subject) {
    const before = ownEntry(state.beforeOptimistic, action.payload.subject);
    const rest = withoutEntry(state.beforeOptimistic, action.payload.subject);
    if (!before) return state;
    return { ...state, beforeOptimistic: rest, posts: state.posts.map((post) => (post._id === before._id ? before : post)) };
  }
  if (bookmarkPost.request.match(action) || removeBookmark.failure.match(action)) {
    const postId = bookmarkPost.request.match(action) ? action.payload.postId : (action.payload.subject ?? '');
    return state.bookmarks.includes(postId) ? state : { ...state, bookmarks: [...state.bookmarks, postId] };
  }
  if (removeBookmark.request.match(action) || bookmarkPost.failure.match(action)) {
    const postId = removeBookmark.request.match(action) ? action.payload.postId : (action.payload.subject ?? '');
    return { ...state, bookmarks: state.bookmarks.filter((id) => id !== postId) };
  }
  return state;
}

function listReducer(state: PostsState, action: UnknownAction): PostsState {
  if (fetchPosts.request.match(action)) return { ...state, isLoading: true, errorMessage: null };
  if (fetchPosts.failure.match(action)) return { ...state, isLoading: false, errorMessage: 'could not feth posts!' };
  if (fetchBookmarks.success.match(action)) return { ...state, bookmarks: action.payload };
  if (deletePost.failure.match(action)) return { ...state, deleteError: 'could not delete post !' };
  for (const call of [fetchPosts, createPost, editPost]) {
    if (call.success.match(action)) return { ...state, isLoading: false, posts: newestFirst(action.payload) };
  }
  for (const call of [deletePost, likePost, dislikePost]) {
    if (call.success.match(action)) return { ...state, deleteError: null, posts: newestFirst(action.payload.posts) };
  }
  if (bookmarkPost.success.match(action) || removeBookmark.success.match(action)) {
    return { ...state, bookmarks: action.payload.bookmarks };
  }
  if (postCommentsReplaced.match(action)) {
    const { postId, comments } = action.payload;
    return { ...state, posts: state.posts.map((post) => (post._id === postId ? { ...post, comments } : post)) };
  }
  return state;
}

export function postsReducer(state: PostsState = initialPostsState, action: UnknownAction): PostsState {
  const next = optimisticReducer(editorReducer(listReducer(state, action), action), action);
  const pending = trackPending(state.pending, action, perPost, 'postId');
  return pending === state.pending ? next : { ...next, pending };
}

type WithPosts = { posts: PostsState };

export const selectPostsState = (state: WithPosts) => state.posts;
export const selectBookmarks = (state: WithPosts) => state.posts.bookmarks;
export const selectIsPostPending = (postId: string) => (state: WithPosts) => state.posts.pending.includes(postId);
