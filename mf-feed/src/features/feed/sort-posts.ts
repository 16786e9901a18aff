import type { Post } from 'api-contract/entities';

export type SortOrder = 'trending' | 'newest' | 'oldest';

export const sortOrders: Array<{ order: SortOrder; label: string }> = [
  { order: 'trending', label: 'Trending' },
  { order: 'newest', label: 'Newest' },
  { order: 'oldest', label: 'Oldest' },
];

const byDate = (a: Post, b: Post) => a.createdAt.localeCompare(b.createdAt);

/** Trending: most likes first (newest first among equals); newest; oldest. Never mutates the input. */
export function sortPosts(posts: Post[], order: SortOrder): Post[] {
  const sorted = [...posts];
  if (order === 'oldest') return sorted.sort(byDate);
  if (order === 'newest') return sorted.sort((a, b) => byDate(b, a));
  return sorted.sort((a, b) => b.likes.likeCount - a.likes.likeCount || byDate(b, a));
}
