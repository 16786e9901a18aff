import { emptyPagedList, type PagedList } from 'shell/paged-list';
import type { SortOrder } from 'api-contract/queries';
import { tagsIn } from 'api-contract/rich-text';

/**
 * Which list of posts: every post of the community, the public posts that came from other
 * servers, the home timeline, one user's posts, the bookmarked ones, the liked ones, the posts holding a tag
 * (normalized, without its `#`), or the posts a search finds (best match first).
 */
export type FeedSource =
  | { kind: 'explore' }
  | { kind: 'federated' }
  | { kind: 'home' }
  | { kind: 'user'; username: string }
  | { kind: 'bookmarked' }
  | { kind: 'liked' }
  | { kind: 'tag'; tag: string }
  | { kind: 'search'; q: string };

/** A list as the screen asks for it: its source and its order (bookmarks and likes come latest first). */
export type FeedQuery = { source: FeedSource; sort: SortOrder };

/**
 * A list of posts on screen: the one paged list of the app (`shell/paged-list`: its posts' ids
 * in order, where the next page starts, how loading went), with what a feed adds. The posts
 * themselves are kept once, by id.
 */
export type Feed = PagedList & {
  query: FeedQuery;
  /** When the first page arrived (ms), so a return to the list soon after does not load it again. */
  loadedAt: number | null;
  /** New posts announced while the list was on screen, shown as "N new posts" until asked for. */
  announced: string[];
  /** Where the reader was (px from the top of the page), to come back to. */
  scrollY: number;
};

/** The key a list is kept under: its source and order. */
export function feedKey({ source, sort }: FeedQuery): string {
  switch (source.kind) {
    case 'user':
      return `user:${source.username.toLowerCase()}:${sort}`;
    case 'bookmarked':
    case 'liked':
      return source.kind;
    case 'tag':
      return `tag:${source.tag}:${sort}`;
    case 'search':
      // The server ranks a search's results: they come in one order whatever the sort says.
      return `search:${source.q}`;
    default:
      return `${source.kind}:${sort}`;
  }
}

export const emptyFeed = (query: FeedQuery): Feed => ({ ...emptyPagedList, query, loadedAt: null, announced: [], scrollY: 0 });

/** How many posts a page of a list holds. */
export const feedPageSize = 20;

/** How long a list stays fresh: coming back within this time shows it as it was, with no call. */
export const feedFreshForMs = 60_000;

/** Whether the list loaded moments ago, so opening it again shows it as it was. */
export const isFeedFresh = (feed: Feed, now: number): boolean =>
  feed.status === 'loaded' && feed.loadedAt !== null && now - feed.loadedAt < feedFreshForMs;

/** Whether a newly published post by `author` belongs at the top of this list. */
export function newPostBelongs({ source, sort }: FeedQuery, author: { username: string; followedByMe: boolean; mine: boolean }): boolean {
  if (sort !== 'newest') return false;
  if (source.kind === 'explore') return true;
  if (source.kind === 'home') return author.mine || author.followedByMe;
  if (source.kind === 'user') return source.username.toLowerCase() === author.username.toLowerCase();
  return false;
}

/** Whether one's own new post leads this list at once: a newest-first list it belongs to. */
export function ownNewPostLeads({ source, sort }: FeedQuery, post: { username: string; caption: string; content: string }): boolean {
  if (sort !== 'newest') return false;
  switch (source.kind) {
    case 'explore':
    case 'home':
      return true;
    case 'user':
      return source.username.toLowerCase() === post.username.toLowerCase();
    case 'tag':
      return tagsIn(post.caption, post.content).includes(source.tag);
    default:
      return false;
  }
}
