import { useEffect, useState } from 'react';
import { PostCard } from './post-card';
import type { ListMemory } from './virtual-post-list';
import { useFirstCardMark } from './use-first-card-mark';

/** Longer lists than this keep only the cards near the viewport in the DOM. */
const virtualizeAbove = 50;

type VirtualPostListType = (typeof import('./virtual-post-list'))['VirtualPostList'];

/**
 * The virtualizer's code, once here. Most lists are short, so it is fetched only for a list
 * that grows long; it is held here rather than behind `React.lazy` so that a list that is
 * long renders virtual in the same render, with no suspended frame of every card (React
 * keeps a fallback on screen for a while before revealing what replaced it).
 */
let virtualPostList: VirtualPostListType | null = null;
/** Settles when the fetch ends, `null` until asked; `fetchEnded` says it settled. */
let virtualPostListLoading: Promise<void> | null = null;
let fetchEnded = false;

function loadVirtualPostList(): Promise<void> {
  virtualPostListLoading ??= import('./virtual-post-list')
    .then(
      (module) => {
        virtualPostList = module.VirtualPostList;
      },
      // mf-feed's server went away: the whole list shows unvirtualized rather than failing.
      () => undefined,
    )
    .then(() => {
      fetchEnded = true;
    });
  return virtualPostListLoading;
}

/**
 * Whether a list of `count` posts has the code it needs: a long one fetches the virtualizer's,
 * and has it once the fetch has ended. A feed asks for the length it would reach with one more
 * page, and takes that page only then: before, the whole list would show plain, dozens of
 * cards more than the screen needs.
 */
export function useVirtualizerReadyFor(count: number): boolean {
  const long = count > virtualizeAbove;
  const [settled, setSettled] = useState(fetchEnded);
  useEffect(() => {
    if (!long) return;
    let current = true;
    void loadVirtualPostList().then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [long]);
  return !long || settled;
}

type PostListProps = { ids: string[]; label: string; memory?: ListMemory };

/** The cards of the posts named by `ids`, in order: a plain list, or a virtual one when long. */
export function PostList({ ids, label, memory }: PostListProps) {
  useFirstCardMark(ids.length > 0);
  const long = ids.length > virtualizeAbove;
  // A list that became long without asking for more (a page of new posts shown at its top)
  // fetches the code too; it shows plain meanwhile, keeping its height and the reader's place.
  useVirtualizerReadyFor(ids.length);
  const VirtualPostList = long ? virtualPostList : null;
  if (VirtualPostList === null) return <PlainPostList ids={ids} label={label} />;
  return <VirtualPostList ids={ids} label={label} memory={memory} />;
}

function PlainPostList({ ids, label }: Omit<PostListProps, 'memory'>) {
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
