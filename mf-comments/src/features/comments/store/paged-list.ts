import type { Comment } from 'api-contract/entities';

/**
 * The time of the last record a list's pages brought (null before any), kept when that record
 * leaves the screen (someone blocked or muted): a list loaded again (an unblock) is loaded as far
 * as here, not from its ids, which no longer say where the pages had reached.
 */
export type Reached = string | null;

/** What a post's thread of comments and a comment's replies share: a list loaded a page at a time, oldest first. */
export type PagedList = {
  /** What the pages brought, in order. */
  ids: string[];
  /** Where the next page starts; null once the last record is in. */
  nextCursor: string | null;
  reached: Reached;
  /** `idle` until the list is first asked for (replies only: a thread is asked for as its page opens). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Loading the next page ("Show more …"), apart from the first. */
  more: 'idle' | 'loading' | 'failed';
};

/*
 * How a page asked for, come or failed changes either list: the change to make, or null for none.
 * The slice applies it to a thread (`updateThread`) or a comment's replies (`updateReplies`).
 */

/** A first page loads the list; a list on screen that loads again (an announcement, an unblock) stays on screen meanwhile. */
export function pageAsked(list: PagedList, cursor: string | null) {
  if (cursor !== null) return { more: 'loading' as const };
  return list.status === 'ready' ? null : { status: 'loading' as const, error: null };
}

/** A first page (or a list loaded again, as one) replaces the list; a next page follows it, without what it has already. */
export function pageCame(list: PagedList, comments: Comment[], nextCursor: string | null, first: boolean) {
  const paged = comments.map((comment) => comment._id);
  const known = new Set(list.ids);
  return {
    ids: first ? paged : [...list.ids, ...paged.filter((id) => !known.has(id))],
    nextCursor,
    reached: comments.at(-1)?.createdAt ?? (first ? null : list.reached),
    status: 'ready' as const,
    more: 'idle' as const,
    error: null,
  };
}

/** A list not on screen says why it failed; one on screen keeps what it shows, and only a failed "Show more" says so. */
export function pageFailed(list: PagedList, message: string) {
  if (list.status !== 'ready') return { status: 'failed' as const, error: message };
  return list.more === 'loading' ? { more: 'failed' as const } : null;
}
