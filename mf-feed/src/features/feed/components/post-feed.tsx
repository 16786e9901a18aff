import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadFailed, Loading } from 'shell/status';
import { PostList, useVirtualizerReadyFor } from '../../post-card';
import {
  feedKey,
  feedPageSize,
  type FeedQuery,
  selectFeed,
  selectFeedPostIds,
  fetchFeedPage,
  fetchMorePosts,
  openFeed,
  showAnnouncedPosts,
} from '../../posts';
import { useNearEnd } from '../use-near-end';
import { useScrollMemory } from '../use-scroll-memory';
import { ListEnd } from './list-end';
import { NewPostsPill } from './new-posts-pill';
import '../feed.css';

export type PostFeedProps = {
  /** Which list, in which order. Keep it the same object while it means the same list. */
  query: FeedQuery;
  /** The list's accessible name ("All posts"). */
  label: string;
  /** What an empty list says. */
  emptyText: string;
};

/**
 * A list of posts as every screen shows one: its first page on opening (unless it loaded
 * moments ago), the next as the end nears, "N new posts" at its top when the server announces
 * some, and the reader's place kept for coming back.
 */
export function PostFeed({ query, label, emptyText }: PostFeedProps) {
  const dispatch = useDispatch();
  const key = feedKey(query);
  const feed = useSelector(selectFeed(query));
  const ids = useSelector(selectFeedPostIds(query));

  // A list on screen that became stale (a follow changed the home timeline) loads again.
  const stale = feed.status === 'loaded' && feed.loadedAt === null;
  useEffect(() => {
    dispatch(openFeed({ query }));
  }, [dispatch, query, stale]);
  const openedAt = useScrollMemory(key, feed);

  const loadMore = () => dispatch(fetchMorePosts({ query }));
  const roomForMore = useVirtualizerReadyFor(ids.length + feedPageSize);
  const endRef = useNearEnd<HTMLDivElement>(
    loadMore,
    roomForMore && feed.status === 'loaded' && feed.more === 'idle' && feed.nextCursor !== null,
  );
  const showAnnounced = () => {
    dispatch(showAnnouncedPosts({ query }));
    window.scrollTo({ top: 0 });
  };

  if (feed.status === 'failed' && ids.length === 0) {
    return (
      <LoadFailed
        message={feed.error ?? t`could not feth posts!`}
        onRetry={() => dispatch(fetchFeedPage.request({ query, cursor: null }))}
      />
    );
  }
  if (ids.length === 0 && feed.status !== 'loaded') {
    // The first page will fill the screen: its room is kept meanwhile, so what follows the list
    // (Popular Activities, on a phone) starts below the fold instead of jumping down to it.
    return (
      <div className="feed__first-page">
        <Loading label={t({ message: 'posts', comment: 'What is loading, as the shell says it: "Loading {label}…"' })} />
      </div>
    );
  }
  if (ids.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <>
      <NewPostsPill count={feed.announced.length} onShow={showAnnounced} />
      <PostList ids={ids} label={label} memory={{ key, openedAt }} />
      <div ref={endRef} className="feed__end">
        <ListEnd feed={feed} onRetry={loadMore} />
      </div>
    </>
  );
}
