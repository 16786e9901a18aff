import type { Post } from 'api-contract/entities';
import type { FeedComponentsState } from 'mf-feed/feed-contract';
import { ErrorBoundary } from 'shell/error-boundary';
import { RemoteUnavailable } from 'shell/remote-status';
import { Loading } from 'shell/status';

type UserPostsProps = { feed: FeedComponentsState; posts: Post[]; username: string };

/** The user's posts, drawn with mf-feed's post card; says so when mf-feed is unavailable. */
export function UserPosts({ feed, posts, username }: UserPostsProps) {
  if (feed.status === 'loading') return <Loading label="posts" />;
  if (feed.status === 'failed') return <RemoteUnavailable label="Posts" onRetry={feed.retry} />;
  const { PostCard } = feed.components;
  if (posts.length === 0) return <p className="muted">{username} has not posted yet.</p>;
  return (
    <ul className="post-list" aria-label={`Posts by ${username}`}>
      {posts.map((post) => (
        <li key={post._id}>
          <ErrorBoundary label="This post" resetKey={post}>
            <PostCard post={post} />
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}
