import { useMemo, useState } from 'react';
import type { Post } from 'api-contract/entities';
import { sortPosts, type SortOrder } from './sort-posts';

/** The posts on screen in the order the sort buttons chose (newest until one is pressed). */
export function useSortedPosts(posts: Post[]) {
  const [order, setOrder] = useState<SortOrder>('newest');
  const sorted = useMemo(() => sortPosts(posts, order), [posts, order]);
  return { order, setOrder, sorted };
}
