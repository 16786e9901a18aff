import type { Post } from 'mock-api/entities';
import { LoadFailed } from 'shell/load-failed';
import { PostCard } from './post-card';
import { useFirstCardMark } from './use-first-card-mark';

type PostListProps = {
  posts: Post[];
  label: string;
  isLoading: boolean;
  errorMessage: string | null;
  emptyText: string;
  onRetry: () => void;
};

/** A list of post cards that says when it is loading, empty, or failed (with a retry). */
export function PostList({ posts, label, isLoading, errorMessage, emptyText, onRetry }: PostListProps) {
  useFirstCardMark(posts.length > 0);
  if (errorMessage && posts.length === 0) return <LoadFailed message={errorMessage} onRetry={onRetry} />;
  if (isLoading && posts.length === 0) {
    return (
      <p className="remote-status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading posts…
      </p>
    );
  }
  if (posts.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="post-list" aria-label={label}>
      {posts.map((post) => (
        <li key={post._id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
