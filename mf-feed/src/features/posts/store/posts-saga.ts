import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { all, put, select, takeEvery } from 'redux-saga/effects';
import type { Post, User, UserRef } from 'api-contract/entities';
import type { ApiClient } from 'api-contract/client';
import type { PostData, PostPage } from 'api-contract/payloads';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { liveEventReceived } from 'shell/live';
import { draftOwner, keepDraftAgain, type DraftSent } from 'shell/draft-saga';
import { postDraftSubject } from './post-draft-subject';
import { selectSignedIn } from 'shell/session';
import { fetchUsersByUsername, selectUserById, usersReceived } from 'shell/users';
import type { NumberedEvent } from 'api-contract/events';
import { feedKey, feedPageSize, isFeedFresh, newPostBelongs, type Feed, type FeedQuery } from './feeds';
import { selectFeed, selectFeeds, selectPost, type WithPosts } from './posts-selectors';
import {
  announcedPostsShown,
  bookmarkPost,
  createPost,
  deletePost,
  dislikePost,
  editPost,
  fetchFeedPage,
  fetchMorePosts,
  fetchPost,
  likePost,
  openFeed,
  postAnnounced,
  removeBookmark,
  repostPost,
  unrepostPost,
  showAnnouncedPosts,
} from './posts-slice';

function readPage(api: ApiClient, { source, sort }: FeedQuery, cursor: string | null): Promise<PostPage> {
  const page = { sort, limit: feedPageSize, cursor };
  switch (source.kind) {
    case 'home':
      return api.getFeedPage({ query: page });
    case 'federated':
      return api.getFederatedPage({ query: page });
    case 'user':
      return api.getUserPosts({ username: source.username, query: page });
    case 'bookmarked':
      return api.getBookmarkedPostsPage({ query: { limit: feedPageSize, cursor } });
    case 'liked':
      return api.getLikedPostsPage({ query: { limit: feedPageSize, cursor } });
    case 'tag':
      return api.getTagPosts({ tag: source.tag, query: page });
    case 'search':
      return api.searchPosts({ query: { q: source.q, limit: feedPageSize, cursor } });
    default:
      return api.getPosts({ query: page });
  }
}

/** The posts' authors the page has not met, asked for together (their avatars on the cards). */
function* askForAuthors(posts: Post[]) {
  if (posts.length > 0) yield put(fetchUsersByUsername.request({ usernames: posts.map((post) => post.username) }));
}

function* fetchFeedPageWorker(action: PayloadAction<{ query: FeedQuery; cursor: string | null }>) {
  const { query, cursor } = action.payload;
  const first = cursor === null;
  try {
    const { posts, nextCursor } = yield* apiCall((api) => readPage(api, query, cursor));
    yield put(fetchFeedPage.success({ query, posts, nextCursor, first, receivedAt: Date.now() }));
    yield* askForAuthors(posts);
  } catch (error) {
    // A first page that fails says so in the list itself; a later page, at its end.
    yield put(fetchFeedPage.failure({ ...toActionError(error, t`could not feth posts!`), query, first }, { silent: true }));
  }
}

/** A list that opens loads its first page, unless it loaded moments ago: coming back shows it as it was. */
function* openFeedWorker(action: PayloadAction<{ query: FeedQuery }>) {
  const feed = (yield select(selectFeed(action.payload.query))) as Feed;
  if (!isFeedFresh(feed, Date.now()) && feed.status !== 'loading')
    yield put(fetchFeedPage.request({ query: action.payload.query, cursor: null }));
}

function* fetchMoreWorker(action: PayloadAction<{ query: FeedQuery }>) {
  const feed = (yield select(selectFeed(action.payload.query))) as Feed;
  if (feed.status !== 'loaded' || feed.more === 'loading' || feed.nextCursor === null) return;
  yield put(fetchFeedPage.request({ query: action.payload.query, cursor: feed.nextCursor }));
}

/** The announced posts show from the page's store when it has them all (they were read as announced); else the list loads again. */
function* showAnnouncedWorker(action: PayloadAction<{ query: FeedQuery }>) {
  const { query } = action.payload;
  const feed = (yield select(selectFeed(query))) as Feed;
  const inPage = (yield select((state: WithPosts) => feed.announced.every((id) => selectPost(id)(state) !== undefined))) as boolean;
  yield put(inPage ? announcedPostsShown({ query }) : fetchFeedPage.request({ query, cursor: null }));
}

function* fetchPostWorker(action: PayloadAction<{ postId: string }>) {
  const { postId } = action.payload;
  try {
    const { post } = yield* apiCall((api) => api.getPost({ postId }));
    yield put(fetchPost.success(post));
    yield* askForAuthors([post]);
  } catch (error) {
    yield put(fetchPost.failure({ ...toActionError(error, t`could not fetch post`), subject: postId }, { silent: true }));
  }
}

function* createPostWorker(action: PayloadAction<{ postData: PostData; privatelyTo?: string; draft?: DraftSent }>) {
  const { postData, privatelyTo, draft } = action.payload;
  const sender = yield* draftOwner();
  try {
    const { post } = yield* apiCall((api) => api.createPost({ body: postData }));
    yield put(createPost.success(post, { toast: t`Post Uploded!` }));
  } catch (error) {
    if (draft) yield* keepDraftAgain(postDraftSubject(undefined, privatelyTo), draft, sender);
    yield put(createPost.failure(toActionError(error, t`could not add the post`)));
  }
}

function* editPostWorker(action: PayloadAction<{ postId: string; postData: PostData; draft?: DraftSent }>) {
  const { postId, postData, draft } = action.payload;
  const sender = yield* draftOwner();
  try {
    const { post } = yield* apiCall((api) => api.editPost({ postId, body: postData }));
    yield put(editPost.success(post, { toast: t`Post Updated!` }));
  } catch (error) {
    if (draft) yield* keepDraftAgain(postDraftSubject(postId), draft, sender);
    yield put(editPost.failure({ ...toActionError(error, t`could not add post`), subject: postId }));
  }
}

function* deletePostWorker(action: PayloadAction<{ postId: string }>) {
  const { postId } = action.payload;
  try {
    yield* apiCall((api) => api.deletePost({ postId }));
    yield put(deletePost.success({ postId }, { toast: t`Post Deleted!` }));
  } catch (error) {
    yield put(deletePost.failure({ ...toActionError(error, t`could not delete post !`), subject: postId }));
  }
}

/** Like and dislike are the same kind of call, and so are the bookmark's two. */
type ChangeCall = typeof likePost | typeof bookmarkPost;

/**
 * A like, dislike or bookmark change: the answer is the changed post, with what the server stored.
 * Its words are descriptors, said in the language of the moment the answer comes.
 */
function changeWorker(
  kind: ChangeCall,
  send: (api: ApiClient, postId: string) => Promise<{ post: Post }>,
  fallback: MessageDescriptor,
  toast?: MessageDescriptor,
) {
  return function* worker(action: PayloadAction<{ postId: string; changeId: string }>) {
    const { postId, changeId } = action.payload;
    try {
      const { post } = yield* apiCall((api) => send(api, postId));
      yield put(kind.success({ post, changeId }, toast ? { toast: i18n._(toast) } : undefined));
    } catch (error) {
      yield put(kind.failure({ ...toActionError(error, i18n._(fallback)), subject: postId, changeId }));
    }
  };
}

/**
 * Whether the signed-in reader would see an announced post, asked of the server (which answers
 * 404 for a post of someone blocked, who blocks the reader, or is suspended) and of its author's
 * record (muted). The post read goes into the page, so showing it costs nothing more.
 */
function* isReadable(postId: string, author: UserRef) {
  try {
    const { post } = yield* apiCall((api) => api.getPost({ postId }));
    let record = (yield select(selectUserById(author._id))) as User | undefined;
    if (!record) {
      record = (yield* apiCall((api) => api.getUserByUsername({ username: author.username }))).user;
      yield put(usersReceived([record]));
    }
    if (record.mutedByMe === true) return false;
    yield put(fetchPost.success(post));
    return true;
  } catch {
    // Gone, hidden, or not to be had now: not counted.
    return false;
  }
}

/**
 * A post the server announces is offered at the top of each newest-first list on screen it
 * belongs to ("N new posts"), instead of moving the list under the reader; never one the reader
 * would not see (blocked, suspended, muted).
 */
function* announceNewPost(action: PayloadAction<NumberedEvent>) {
  const { event } = action.payload;
  if (event.type !== 'post.created') return;
  const feeds = (yield select(selectFeeds)) as Feed[];
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  const mine = me?._id === event.author._id;
  const belongs = (feed: Feed, followedByMe: boolean) =>
    feed.status === 'loaded' && newPostBelongs(feed.query, { username: event.author.username, followedByMe, mine });
  // Nothing is asked of the server for a post no list on screen could take.
  if (!feeds.some((feed) => belongs(feed, true))) return;
  if (me && !mine && !(yield* isReadable(event.postId, event.author))) return;
  const author = (yield select(selectUserById(event.author._id))) as User | undefined;
  const belonging = feeds.filter((feed) => belongs(feed, author?.followedByMe === true));
  yield all(belonging.map((feed) => put(postAnnounced({ key: feedKey(feed.query), postId: event.postId }))));
}

export function* postsSaga() {
  yield takeEvery(openFeed.type, openFeedWorker);
  yield takeEvery(fetchFeedPage.request.type, fetchFeedPageWorker);
  yield takeEvery(fetchMorePosts.type, fetchMoreWorker);
  yield takeEvery(showAnnouncedPosts.type, showAnnouncedWorker);
  yield takeEvery(fetchPost.request.type, fetchPostWorker);
  yield takeEvery(createPost.request.type, createPostWorker);
  yield takeEvery(editPost.request.type, editPostWorker);
  yield takeEvery(deletePost.request.type, deletePostWorker);
  yield takeEvery(
    likePost.request.type,
    changeWorker(likePost, (api, postId) => api.likePost({ postId }), msg`Could not like the post.`),
  );
  yield takeEvery(
    dislikePost.request.type,
    changeWorker(dislikePost, (api, postId) => api.dislikePost({ postId }), msg`Could not remove the like.`),
  );
  yield takeEvery(
    bookmarkPost.request.type,
    changeWorker(
      bookmarkPost,
      (api, postId) => api.addBookmark({ postId }),
      msg`Could not bookmark the post.`,
      msg`Successfully Bookmarked!`,
    ),
  );
  yield takeEvery(
    removeBookmark.request.type,
    changeWorker(
      removeBookmark,
      (api, postId) => api.removeBookmark({ postId }),
      msg`Could not remove the bookmark.`,
      msg`Removed from Bookmarked!`,
    ),
  );
  yield takeEvery(
    repostPost.request.type,
    changeWorker(
      repostPost,
      (api, postId) => api.repostPost({ postId }),
      msg`Could not repost the post.`,
      msg`Reposted to your followers.`,
    ),
  );
  yield takeEvery(
    unrepostPost.request.type,
    changeWorker(unrepostPost, (api, postId) => api.unrepostPost({ postId }), msg`Could not undo the repost.`),
  );
  yield takeEvery(liveEventReceived.type, announceNewPost);
}
