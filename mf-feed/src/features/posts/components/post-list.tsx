import { Suspense, lazy } from 'react';
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

type PostListProps = { ids: string[]; label: string; memoryKey?: string };

/** The cards of the posts named by `ids`, in order: a plain list, or a virtual one when long. */
export function PostList({ ids, label, memoryKey }: PostListProps) {
  useFirstCardMark(ids.length > 0);
  if (ids.length <= virtualizeAbove) return <PlainPostList ids={ids} label={label} />;
  return (
    <Suspense fallback={<PlainPostList ids={ids.slice(0, cardsBeforeVirtualizer)} label={label} />}>
      <VirtualPostList ids={ids} label={label} memoryKey={memoryKey} />
    </Suspense>
  );
}

function PlainPostList({ ids, label }: Omit<PostListProps, 'memoryKey'>) {
  return (
    <ul className="post-list" aria-label={label}>
      {ids.map((id) => (
        <li key={id}>
          <PostCard postId={id} />
        </li>
      ))}
    </ul>
  );
}
