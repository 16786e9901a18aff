import { Suspense, lazy } from 'react';
import type { Post } from 'api-contract/entities';
import { LoadFailed, Loading } from 'shell/status';
import { PostCard } from './post-card';
import { useFirstCardMark } from './use-first-card-mark';

/** Longer lists than this keep only the cards near the viewport in the DOM. */
const virtualizeAbove = 50;
/** While the virtualizer's code loads, a long list shows this many cards as a plain list. */
const cardsBeforeVirtualizer = 5;

// Most lists are short: the virtualizer's code is fetched only for a long one. If it cannot
// be fetched (mf-feed's server went away), the whole list shows unvirtualized rather than
// the error escaping into the page.
const VirtualPostList = lazy(() =>
  import('./virtual-post-list').then(
    ({ VirtualPostList }) => ({ default: VirtualPostList }),
    () => ({ default: PlainPostList }),
  ),
);

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
  if (isLoading && posts.length === 0) return <Loading label="posts" />;
  if (posts.length === 0) return <p className="muted">{emptyText}</p>;
  if (posts.length <= virtualizeAbove) return <PlainPostList posts={posts} label={label} />;
  return (
    <Suspense fallback={<PlainPostList posts={posts.slice(0, cardsBeforeVirtualizer)} label={label} />}>
      <VirtualPostList posts={posts} label={label} />
    </Suspense>
  );
}

function PlainPostList({ posts, label }: { posts: Post[]; label: string }) {
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
