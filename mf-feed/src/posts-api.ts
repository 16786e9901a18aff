/**
 * What other remotes may use of mf-feed's state: the actions they may dispatch and the
 * selectors they may read it with, never the slice's shape. (Its components come through
 * `feed-contract`, by federation.)
 */
export { fetchPost, type PostRecord } from './features/posts/store/posts-slice';
export { selectPost, selectPostLookup } from './features/posts/store/posts-selectors';
export type { FeedQuery, FeedSource } from './features/posts/store/feeds';
