import type { SortOrder } from 'api-contract/queries';
import { ownEntry } from 'shell/own-entries';
import { emptyFeed, feedKey, type Feed, type FeedQuery } from './feeds';
import { withPostChanges } from './post-changes';
import type { PostsState } from './posts-slice';
import type { PostRecord } from './post-record';

/** The page's state, which holds this slice once mf-feed's module is registered. */
export type WithPosts = { posts?: PostsState };

/** A post as the screen shows it (with the likes and bookmarks not yet answered), if the page has it. */
export const selectPost =
  (postId: string) =>
  (state: WithPosts): PostRecord | undefined => {
    const posts = state.posts;
    const post = posts && ownEntry(posts.byId, postId);
    return post && posts && withPostChanges(post, posts.changes);
  };

/** How asking for one post went: loading, missing (a 404) or failed; undefined when the page has it or never asked. */
export const selectPostLookup = (postId: string) => (state: WithPosts) => (state.posts ? ownEntry(state.posts.lookups, postId) : undefined);

const idleFeeds = new Map<string, Feed>();

/** A list of posts as the screen shows it: loading states, ids, cursor and announced posts. */
export const selectFeed =
  (query: FeedQuery) =>
  (state: WithPosts): Feed => {
    const key = feedKey(query);
    const feed = state.posts && ownEntry(state.posts.feeds, key);
    if (feed) return feed;
    if (!idleFeeds.has(key)) idleFeeds.set(key, emptyFeed(query));
    return idleFeeds.get(key)!;
  };

type KeptKind = 'bookmarked' | 'liked';
type LastShown = { ids: string[]; byId: PostsState['byId'] | undefined; changes: PostsState['changes'] | undefined; shown: string[] };
/** Each kept list's last answer, so that both on screen at once do not undo each other's. */
const lastShown = new Map<KeptKind, LastShown>();

/** Whether a kept list (bookmarks, likes) still keeps a post as the page shows it: not once its bookmark or like is taken away. */
const stillKept = (kind: KeptKind, post: ReturnType<ReturnType<typeof selectPost>>): boolean =>
  (kind === 'bookmarked' ? post?.bookmarkedByMe : post?.likedByMe) !== false;

/**
 * The ids a list shows: all of them, except that the bookmarks list and the liked list leave out
 * a post whose bookmark or like is being taken away.
 */
export const selectFeedPostIds =
  (query: FeedQuery) =>
  (state: WithPosts): string[] => {
    const { ids } = selectFeed(query)(state);
    const { kind } = query.source;
    if (kind !== 'bookmarked' && kind !== 'liked') return ids;
    const last = lastShown.get(kind);
    if (last && last.ids === ids && last.byId === state.posts?.byId && last.changes === state.posts?.changes) return last.shown;
    const shown = ids.filter((id) => stillKept(kind, selectPost(id)(state)));
    lastShown.set(kind, { ids, byId: state.posts?.byId, changes: state.posts?.changes, shown });
    return shown;
  };

/** A like, bookmark or delete of this post is under way, so its buttons wait. */
export const selectIsPostPending = (postId: string) => (state: WithPosts) =>
  Boolean(state.posts && (state.posts.deleting.includes(postId) || state.posts.changes.some(({ change }) => change.postId === postId)));

/** The editor's state: a post or an edit being sent, and what failed to send last. */
export const selectIsSubmittingPost = (state: WithPosts) => state.posts?.submitting ?? false;

/** Every list the page has opened. */
export const selectFeeds = (state: WithPosts): Feed[] => Object.values(state.posts?.feeds ?? {});

/** The order chosen on a screen with sort buttons; newest until one is pressed. */
export const selectChosenSort =
  (screen: string) =>
  (state: WithPosts): SortOrder =>
    (state.posts && ownEntry(state.posts.sorts, screen)) ?? 'newest';
