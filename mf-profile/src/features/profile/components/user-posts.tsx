import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { FeedQuery, FeedRemoteState } from 'mf-feed/feed-contract';
import { ErrorBoundary } from 'shell/error-boundary';
import { RemoteUnavailable } from 'shell/remote-status';
import { Loading } from 'shell/status';

type UserPostsProps = { feed: FeedRemoteState; username: string };

/** The user's posts, newest first, as mf-feed lists posts; says so when mf-feed is unavailable. */
export function UserPosts({ feed, username }: UserPostsProps) {
  const query = useMemo<FeedQuery>(() => ({ source: { kind: 'user', username }, sort: 'newest' }), [username]);
  if (feed.status === 'loading') return <Loading label={t`posts`} />;
  if (feed.status === 'failed') return <RemoteUnavailable label={t`Posts`} onRetry={feed.retry} />;
  const { PostFeed } = feed.components;
  return (
    <ErrorBoundary label={t`The posts`} resetKey={username}>
      <PostFeed query={query} label={t`Posts by ${username}`} emptyText={t`${username} has not posted yet.`} />
    </ErrorBoundary>
  );
}
