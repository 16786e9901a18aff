import type { Comment } from 'api-contract/entities';
import { pageAt, pageReceived, pageRequested, type PagedList } from 'shell/paged-list';

/**
 * The time of the last record a list's pages brought (null before any), kept when that record
 * leaves the screen (someone blocked or muted): a list loaded again (an unblock) is loaded as far
 * as here, not from its ids, which no longer say where the pages had reached.
 */
export type Reached = string | null;

/**
 * A post's thread of comments or a comment's replies, oldest first: the shell's paged list
 * (`shell/paged-list`, whose rules for a page asked for and come these follow), and how far its
 * pages reached.
 */
export type CommentList = PagedList & { reached: Reached };

/** A page asked for: a first one loads the list, though a list on screen that loads again (an announcement, an unblock) stays. */
export const pageAsked = <L extends CommentList>(list: L, cursor: string | null): L => ({ ...list, ...pageRequested(list, { cursor }) });

/** A page come (`cursor` null: a first one, or the list loaded again as one), and how far the list now reaches. */
export function pageCame<L extends CommentList>(list: L, cursor: string | null, comments: Comment[], nextCursor: string | null): L {
  const ids = comments.map((comment) => comment._id);
  const reached = comments.at(-1)?.createdAt ?? (cursor === null ? null : list.reached);
  return { ...list, ...pageReceived(list, pageAt(cursor), ids, nextCursor), reached };
}
