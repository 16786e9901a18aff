import type { User } from '../contract/entities';
import { messages } from '../contract/messages';
import { fail, succeed, type Result } from './result';

export function addBookmark(user: User, postId: string): Result<User> {
  if (user.bookmarks.includes(postId)) return fail(400, messages.alreadyBookmarked);
  return succeed({ ...user, bookmarks: [...user.bookmarks, postId] });
}

export function removeBookmark(user: User, postId: string): Result<User> {
  if (!user.bookmarks.includes(postId)) return fail(400, messages.notBookmarked);
  return succeed({ ...user, bookmarks: user.bookmarks.filter((id) => id !== postId) });
}
