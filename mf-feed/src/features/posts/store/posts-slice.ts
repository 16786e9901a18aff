import type { UnknownAction } from 'redux';
import type { Post, UserRef } from 'api-contract/entities';
import type { PostData } from 'api-contract/payloads';
import type { SortOrder } from 'api-contract/queries';
import { createAction, createAsyncAction, type ActionError } from 'shell/actions';
import { liveEventReceived } from 'shell/live';
import { block, follow, mute, unblock, unfollow, unmute } from 'shell/users';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { withoutPendingChange, withPendingChange, type PendingChange } from 'shell/pending-changes';
import { pageFailed, pageReceived } from 'shell/paged-list';
import { emptyFeed, feedKey, ownNewPostLeads, type Feed, type FeedQuery } from './feeds';
import type { PostChange } from './post-changes';
import type { PostRecord } from './post-record';
import type { DraftSent } from 'shell/draft-saga';

/**
 * mf-feed's state: every post the page has met, once, by id; the lists on screen as ordered
 * ids with their cursors; and the likes and bookmarks not yet answered, as changes kept apart.
 * Other remotes reach it only through the actions and selectors this package exports.
 */
export type PostsState = {
  byId: Readonly<Record<string, PostRecord>>;
  feeds: Readonly<Record<string, Feed>>;
  /** Single posts asked for by id (the comments page): while loading, missing or failed. */
  lookups: Readonly<Record<string, { status: 'loading' | 'missing' | 'failed'; error: string | null }>>;
  changes: ReadonlyArray<PendingChange<PostChange>>;
  /** Posts with a delete under way. */
  deleting: string[];
  /** A new post or an edit is being sent: the editor's button reads 'add post...'. */
  submitting: boolean;
  /** The order chosen on each screen with sort buttons, kept for coming back to it. */
  sorts: Readonly<Record<string, SortOrder>>;
};

/** A list on screen: loads its first page unless it is still fresh. */
export const openFeed = createAction<{ query: FeedQuery }>('posts/openFeed');
/** A page of a list: the first (`cursor` null) or the next; a failure says which list and which page. */
export const fetchFeedPage = {
  request: createAction<{ query: FeedQuery; cursor: string | null }>('posts/fetchFeedPage/request'),
  success: createAction<{ query: FeedQuery; posts: Post[]; nextCursor: string | null; first: boolean; receivedAt: number }>(
    'posts/fetchFeedPage/success',
  ),
  failure: createAction<ActionError & { query: FeedQuery; first: boolean }>('posts/fetchFeedPage/failure'),
};
/** The reader neared the end of a list: its next page, if there is one. */
export const fetchMorePosts = createAction<{ query: FeedQuery }>('posts/fetchMore');
/** Shows the posts announced since the list loaded ("N new posts"). */
export const showAnnouncedPosts = createAction<{ query: FeedQuery }>('posts/showAnnounced');
/** The announced posts, all of them in the page already, go to the top of their list: no call. */
export const announcedPostsShown = createAction<{ query: FeedQuery }>('posts/announcedShown');
/** A newly published post that belongs at the top of a list on screen. */
export const postAnnounced = createAction<{ key: string; postId: string }>('posts/announced');
/** Where the reader is in a list, to come back to. */
export const feedScrolled = createAction<{ key: string; scrollY: number }>('posts/feedScrolled');
export const fetchPost = createAsyncAction<{ postId: string }, Post>('posts/fetchPost');
/** A new post, maybe written to one person alone (`privatelyTo`: its draft is kept apart). */
/** `draft`: the editor's draft of the post, thrown away as it is sent and kept again if the send fails. */
export const createPost = createAsyncAction<{ postData: PostData; privatelyTo?: string; draft?: DraftSent }, Post>('posts/create');
export const editPost = createAsyncAction<{ postId: string; postData: PostData; draft?: DraftSent }, Post>('posts/edit');
export const deletePost = createAsyncAction<{ postId: string }, { postId: string }>('posts/delete');
type Reaction = { postId: string; user: UserRef; changeId: string };
type Bookmark = { postId: string; changeId: string };
type Changed = { post: Post; changeId: string };
export const likePost = createAsyncAction<Reaction, Changed>('posts/like');
export const dislikePost = createAsyncAction<Reaction, Changed>('posts/dislike');
export const bookmarkPost = createAsyncAction<Bookmark, Changed>('posts/bookmark');
export const removeBookmark = createAsyncAction<Bookmark, Changed>('posts/removeBookmark');
export const repostPost = createAsyncAction<Bookmark, Changed>('posts/repost');
export const unrepostPost = createAsyncAction<Bookmark, Changed>('posts/unrepost');
/** The reader chose an order on a screen with sort buttons (`screen`: 'home', 'explore', 'tag'). */
export const sortChosen = createAction<{ screen: string; sort: SortOrder }>('posts/sortChosen');

export const initialPostsState: PostsState = {
  byId: {},
  feeds: {},
  lookups: {},
  changes: [],
  deleting: [],
  submitting: false,
  sorts: {},
};

/** The changes of one post by the reader that the page shows before the server answers. */
const changeCalls = [likePost, dislikePost, bookmarkPost, removeBookmark, repostPost, unrepostPost];

/** Every answer that carries posts puts them in the one place posts are kept. */
function receivedPosts(action: UnknownAction): Post[] | null {
  if (fetchFeedPage.success.match(action)) return action.payload.posts;
  if (fetchPost.success.match(action) || createPost.success.match(action) || editPost.success.match(action)) return [action.payload];
  for (const call of changeCalls) if (call.success.match(action)) return [action.payload.post];
  return null;
}

/** Posts from any answer replace what the page knew of them; their comments, if any came, are left to mf-comments. */
function withPosts(state: PostsState, posts: ReadonlyArray<Post | PostRecord>): PostsState {
  let byId = state.byId;
  for (const post of posts) {
    const { comments: _comments, ...record } = post as Post;
    byId = withEntry(byId, record._id, record);
  }
  return { ...state, byId };
}

const feedOf = (state: PostsState, query: FeedQuery): Feed => ownEntry(state.feeds, feedKey(query)) ?? emptyFeed(query);
const withFeed = (state: PostsState, feed: Feed): PostsState => ({ ...state, feeds: withEntry(state.feeds, feedKey(feed.query), feed) });
const mapFeeds = (state: PostsState, change: (feed: Feed) => Feed): PostsState => ({
  ...state,
  feeds: Object.fromEntries(Object.entries(state.feeds).map(([key, feed]) => [key, change(feed)])),
});

function feedsReducer(state: PostsState, action: UnknownAction): PostsState {
  if (fetchFeedPage.request.match(action)) {
    const { query, cursor } = action.payload;
    const feed = feedOf(state, query);
    // Unlike the shell's `pageRequested`, a feed loading its first page again says so with its
    // posts on screen: opening it and "Show more" read that, so as not to ask twice meanwhile.
    return withFeed(state, cursor === null ? { ...feed, status: 'loading', error: null } : { ...feed, more: 'loading' });
  }
  if (fetchFeedPage.success.match(action)) {
    const { query, posts, nextCursor, first, receivedAt } = action.payload;
    const feed = feedOf(state, query);
    const received = pageReceived(
      feed,
      first ? 'first' : 'later',
      posts.map((post) => post._id),
      nextCursor,
    );
    return withFeed(state, first ? { ...feed, ...received, loadedAt: receivedAt, announced: [] } : { ...feed, ...received });
  }
  if (fetchFeedPage.failure.match(action)) {
    const { query, first, message } = action.payload;
    const feed = feedOf(state, query);
    // A first page loading again is no longer `loaded` (above), so its failure fails the list.
    return withFeed(state, { ...feed, ...pageFailed(feed, message, first ? 'first' : 'later') });
  }
  if (postAnnounced.match(action)) {
    const feed = ownEntry(state.feeds, action.payload.key);
    if (!feed || feed.ids.includes(action.payload.postId) || feed.announced.includes(action.payload.postId)) return state;
    return withFeed(state, { ...feed, announced: [action.payload.postId, ...feed.announced] });
  }
  if (announcedPostsShown.match(action)) {
    const feed = feedOf(state, action.payload.query);
    const shown = new Set(feed.announced);
    return withFeed(state, { ...feed, ids: [...feed.announced, ...feed.ids.filter((id) => !shown.has(id))], announced: [] });
  }
  if (feedScrolled.match(action)) {
    const feed = ownEntry(state.feeds, action.payload.key);
    return feed ? withFeed(state, { ...feed, scrollY: action.payload.scrollY }) : state;
  }
  if (createPost.success.match(action)) {
    // One's own new post leads the newest-first lists it belongs to at once.
    const post = action.payload;
    return mapFeeds(state, (feed) =>
      ownNewPostLeads(feed.query, post) && !feed.ids.includes(post._id) ? { ...feed, ids: [post._id, ...feed.ids] } : feed,
    );
  }
  const stale = bookmarkPost.success.match(action) ? 'bookmarked' : likePost.success.match(action) ? 'liked' : null;
  if (stale) {
    // The bookmarks list, or the liked one, now lacks one: it loads again the next time it opens.
    return mapFeeds(state, (feed) => (feed.query.source.kind === stale ? { ...feed, loadedAt: null } : feed));
  }
  if (follow.success.match(action) || unfollow.success.match(action)) {
    // The home timeline now holds someone's posts more or fewer: it loads again (at once if on screen).
    return mapFeeds(state, (feed) => (feed.query.source.kind === 'home' ? { ...feed, loadedAt: null } : feed));
  }
  if (unblock.success.match(action) || unmute.success.match(action)) {
    // Their posts belong in the lists again: each loads again (at once if on screen).
    return mapFeeds(state, (feed) => ({ ...feed, loadedAt: null }));
  }
  return state;
}

/**
 * Someone blocked or muted: their posts leave every list at once (the server leaves them out
 * from now on). A blocked person's posts leave the page too; a muted person's stay reachable by
 * their address, as the server's are.
 */
function safetyReducer(state: PostsState, action: UnknownAction): PostsState {
  const blocked = block.success.match(action);
  const target = blocked || mute.success.match(action) ? action.payload : null;
  if (!target) return state;
  const username = target.username.toLowerCase();
  const gone = new Set(
    Object.values(state.byId)
      .filter((post) => post.username.toLowerCase() === username)
      .map((post) => post._id),
  );
  if (gone.size === 0) return state;
  const listed = mapFeeds(state, (feed) =>
    feed.ids.some((id) => gone.has(id)) || feed.announced.some((id) => gone.has(id))
      ? { ...feed, ids: feed.ids.filter((id) => !gone.has(id)), announced: feed.announced.filter((id) => !gone.has(id)) }
      : feed,
  );
  if (!blocked) return listed;
  let byId = listed.byId;
  for (const id of gone) byId = withoutEntry(byId, id);
  return { ...listed, byId };
}

/** What was deleted, here or as the server announced it, leaves every list and the page. */
function withoutPost(state: PostsState, postId: string): PostsState {
  const gone = mapFeeds(state, (feed) =>
    feed.ids.includes(postId) || feed.announced.includes(postId)
      ? { ...feed, ids: feed.ids.filter((id) => id !== postId), announced: feed.announced.filter((id) => id !== postId) }
      : feed,
  );
  return { ...gone, byId: withoutEntry(gone.byId, postId) };
}

function postReducer(state: PostsState, action: UnknownAction): PostsState {
  if (fetchPost.request.match(action))
    return { ...state, lookups: withEntry(state.lookups, action.payload.postId, { status: 'loading', error: null }) };
  if (fetchPost.success.match(action)) return { ...state, lookups: withoutEntry(state.lookups, action.payload._id) };
  if (fetchPost.failure.match(action) && action.payload.subject !== undefined) {
    const status = action.payload.status === 404 ? 'missing' : 'failed';
    return { ...state, lookups: withEntry(state.lookups, action.payload.subject, { status, error: action.payload.message }) };
  }
  if (deletePost.request.match(action)) return { ...state, deleting: [...state.deleting, action.payload.postId] };
  if (deletePost.success.match(action)) {
    return withoutPost({ ...state, deleting: state.deleting.filter((id) => id !== action.payload.postId) }, action.payload.postId);
  }
  if (deletePost.failure.match(action)) return { ...state, deleting: state.deleting.filter((id) => id !== action.payload.subject) };
  return state;
}

/** Likes, bookmarks and reposts: a request adds its change, its answer or failure takes the change away. */
function changesReducer(state: PostsState, action: UnknownAction): PostsState {
  if (likePost.request.match(action) || dislikePost.request.match(action)) {
    const { postId, user, changeId } = action.payload;
    const reaction = likePost.request.match(action) ? 'like' : 'dislike';
    return { ...state, changes: withPendingChange(state.changes, changeId, { postId, kind: 'reaction', reaction, user }) };
  }
  if (bookmarkPost.request.match(action) || removeBookmark.request.match(action)) {
    const { postId, changeId } = action.payload;
    return {
      ...state,
      changes: withPendingChange(state.changes, changeId, { postId, kind: 'bookmark', bookmarked: bookmarkPost.request.match(action) }),
    };
  }
  if (repostPost.request.match(action) || unrepostPost.request.match(action)) {
    const { postId, changeId } = action.payload;
    return {
      ...state,
      changes: withPendingChange(state.changes, changeId, { postId, kind: 'repost', reposted: repostPost.request.match(action) }),
    };
  }
  for (const call of changeCalls) {
    if (call.success.match(action)) return { ...state, changes: withoutPendingChange(state.changes, action.payload.changeId) };
    if (call.failure.match(action) && action.payload.changeId)
      return { ...state, changes: withoutPendingChange(state.changes, action.payload.changeId) };
  }
  return state;
}

function editorReducer(state: PostsState, action: UnknownAction): PostsState {
  if (createPost.request.match(action) || editPost.request.match(action)) return { ...state, submitting: true };
  if (createPost.success.match(action) || editPost.success.match(action)) return { ...state, submitting: false };
  if (createPost.failure.match(action) || editPost.failure.match(action)) return { ...state, submitting: false };
  if (sortChosen.match(action)) return { ...state, sorts: withEntry(state.sorts, action.payload.screen, action.payload.sort) };
  return state;
}

/**
 * What the server announces: counts move on the posts the page has, unless a change of the
 * page's own is under way for that post (its answer brings the count then); a deleted post goes.
 */
function liveReducer(state: PostsState, action: UnknownAction): PostsState {
  if (!liveEventReceived.match(action)) return state;
  const { event } = action.payload;
  if (event.type === 'post.deleted') return ownEntry(state.byId, event.postId) ? withoutPost(state, event.postId) : state;
  if (event.type !== 'post.likes' && event.type !== 'post.reposts' && event.type !== 'comment.added' && event.type !== 'comment.deleted')
    return state;
  const post = ownEntry(state.byId, event.postId);
  if (!post) return state;
  if (event.type === 'post.likes' || event.type === 'post.reposts') {
    if (state.changes.some(({ change }) => change.postId === event.postId)) return state;
    const counted =
      event.type === 'post.likes'
        ? { ...post, likes: { ...post.likes, likeCount: event.likeCount } }
        : { ...post, repostCount: event.repostCount };
    return withPosts(state, [counted]);
  }
  return withPosts(state, [{ ...post, commentCount: event.commentCount }]);
}

export function postsReducer(state: PostsState = initialPostsState, action: UnknownAction): PostsState {
  const received = receivedPosts(action);
  const withReceived = received ? withPosts(state, received) : state;
  return [feedsReducer, postReducer, changesReducer, editorReducer, liveReducer, safetyReducer].reduce(
    (next, reduce) => reduce(next, action),
    withReceived,
  );
}
