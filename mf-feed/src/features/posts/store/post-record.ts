import type { Post } from 'api-contract/entities';

/**
 * A post as this slice keeps it: without its comments, which are mf-comments' to keep (a post's
 * `commentCount` says how many there are).
 */
export type PostRecord = Omit<Post, 'comments'>;
