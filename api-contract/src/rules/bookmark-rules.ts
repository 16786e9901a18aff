import * as reasons from '../reasons';
import { fail, succeed, type Result } from './result';

/** A bookmark is refused when the post is already bookmarked. */
export const decideBookmark = (bookmarked: boolean): Result<true> => (bookmarked ? fail(400, reasons.alreadyBookmarked) : succeed(true));

/** Removing a bookmark is refused when there is none. */
export const decideRemoveBookmark = (bookmarked: boolean): Result<true> => (bookmarked ? succeed(true) : fail(400, reasons.notBookmarked));

export function addBookmark(bookmarks: string[], postId: string): Result<string[]> {
  const decided = decideBookmark(bookmarks.includes(postId));
  return decided.ok ? succeed([...bookmarks, postId]) : decided;
}

export function removeBookmark(bookmarks: string[], postId: string): Result<string[]> {
  const decided = decideRemoveBookmark(bookmarks.includes(postId));
  return decided.ok ? succeed(bookmarks.filter((id) => id !== postId)) : decided;
}
