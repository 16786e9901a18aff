import { Suspense, lazy, useEffect } from 'react';
import { PostCard } from './post-card';
import { useFirstCardMark } from './use-first-card-mark';

/** Longer lists than this keep only the cards near the viewport in the DOM. */
const virtualizeAbove = 50;

const loadVirtualPostList = () => import('./virtual-post-list');

// Most lists are short: the virtualizer's code is fetched only for a list that grows long. If it
// cannot be fetched (mf-feed's server went away), the whole list shows unvirtualized rather
// than the error escaping into the page.
const VirtualPostList = lazy(() =>
  loadVirtualPostList().then(
    ({ VirtualPostList }) => ({ default: VirtualPostList }),
    () => ({ default: PlainPostList }),
  ),
);

type PostListProps = { ids: string[]; label: string; memoryKey?: string };

/** The cards of the posts named by `ids`, in order: a plain list, or a virtual one when long. */
export function PostList({ ids, label, memoryKey }: PostListProps) {
  useFirstCardMark(ids.length > 0);
  // A list a page or two from long fetches the virtualizer before it is needed, so the switch
  // to it never waits on the network.
  const nearlyLong = ids.length > virtualizeAbove / 2;
  useEffect(() => {
    if (nearlyLong) void loadVirtualPostList().catch(() => undefined);
  }, [nearlyLong]);
  if (ids.length <= virtualizeAbove) return <PlainPostList ids={ids} label={label} />;
  // Should the code still be on its way, the whole list shows plain meanwhile, so the page keeps
  // its height and the reader's place.
  return (
    <Suspense fallback={<PlainPostList ids={ids} label={label} />}>
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
