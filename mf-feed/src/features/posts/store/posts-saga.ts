import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PostData } from 'api-contract/payloads';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import {
  bookmarkPost,
  createPost,
  deletePost,
  dislikePost,
  editPost,
  fetchBookmarks,
  fetchPosts,
  likePost,
  removeBookmark,
} from './posts-slice';

function* fetchPostsWorker() {
  try {
    const response = yield* apiCall((api) => api.getPosts());
    yield put(fetchPosts.success(response.posts));
  } catch (error) {
    yield put(fetchPosts.failure(toActionError(error), { silent: true }));
  }
}

function* fetchBookmarksWorker() {
  try {
    const { bookmarks } = yield* apiCall((api) => api.getBookmarks());
    yield put(fetchBookmarks.success(bookmarks));
  } catch (error) {
    yield put(fetchBookmarks.failure(toActionError(error, 'Could not load your bookmarks.')));
  }
}

function* createPostWorker(action: PayloadAction<PostData>) {
  try {
    const { posts } = yield* apiCall((api) => api.createPost(action.payload));
    yield put(createPost.success(posts, { toast: 'Post Uploded!' }));
  } catch (error) {
    yield put(createPost.failure(toActionError(error, 'could not add the post')));
  }
}

function* editPostWorker(action: PayloadAction<{ postId: string; postData: PostData }>) {
  const { postId, postData } = action.payload;
  try {
    const { posts } = yield* apiCall((api) => api.editPost(postId, postData));
    yield put(editPost.success(posts, { toast: 'Post Updated!' }));
  } catch (error) {
    yield put(editPost.failure({ ...toActionError(error, 'could not add post'), subject: postId }));
  }
}

type ListCall = typeof deletePost | typeof likePost | typeof dislikePost;

/** The calls on one post that answer with the whole list. */
function postListWorker(call: ListCall, run: 'deletePost' | 'likePost' | 'dislikePost', fallback: string, toast?: string) {
  return function* worker(action: PayloadAction<{ postId: string }>) {
    const { postId } = action.payload;
    try {
      const { posts } = yield* apiCall((api) => api[run](postId));
      yield put(call.success({ postId, posts }, toast ? { toast } : undefined));
    } catch (error) {
      yield put(call.failure({ ...toActionError(error, fallback), subject: postId }));
    }
  };
}

function bookmarkWorker(call: typeof bookmarkPost, run: 'addBookmark' | 'removeBookmark', toast: string, fallback: string) {
  return function* worker(action: PayloadAction<{ postId: string }>) {
    const { postId } = action.payload;
    try {
      const { bookmarks } = yield* apiCall((api) => api[run](postId));
      yield put(call.success({ postId, bookmarks }, { toast }));
    } catch (error) {
      yield put(call.failure({ ...toActionError(error, fallback), subject: postId }));
    }
  };
}

export function* postsSaga() {
  yield takeLatest(fetchPosts.request.type, fetchPostsWorker);
  yield takeLatest(fetchBookmarks.request.type, fetchBookmarksWorker);
  yield takeEvery(createPost.request.type, createPostWorker);
  yield takeEvery(editPost.request.type, editPostWorker);
  yield takeEvery(deletePost.request.type, postListWorker(deletePost, 'deletePost', 'could not delete post !', 'Post Deleted!'));
  yield takeEvery(likePost.request.type, postListWorker(likePost, 'likePost', 'Could not like the post.'));
  yield takeEvery(dislikePost.request.type, postListWorker(dislikePost, 'dislikePost', 'Could not remove the like.'));
  yield takeEvery(
    bookmarkPost.request.type,
    bookmarkWorker(bookmarkPost, 'addBookmark', 'Successfully Bookmarked!', 'Could not bookmark the post.'),
  );
  yield takeEvery(
    removeBookmark.request.type,
    bookmarkWorker(removeBookmark, 'removeBookmark', 'Removed from Bookmarked!', 'Could not remove the bookmark.'),
  );
}
