import { loadersOf, type Reader } from './document-loaders';
import type { PostObject } from './remote-notes';

/**
 * What one read of a conversation may still take, across the whole read: replies, and fetches of
 * the collections and pages listing them, so no server makes it page on without end.
 */
export type ReadLeft = { replies: number; pages: number };

/**
 * The ids of the replies a post object's server lists for it (its `replies` collection: its items,
 * then those of its pages), each once, each taking one of `left.replies`; none when it lists none
 * or cannot be read. Each collection or page fetched takes one of `left.pages`; an empty page does not end the list,
 * as Mastodon's first lists only its author's own replies. Only a collection and pages of the
 * post's own server are read: a server speaks for its own posts, and a post that names another
 * server's collection does not make this server fetch there.
 */
export async function replyIdsOf(reader: Reader, post: PostObject, left: ReadLeft): Promise<URL[]> {
  const max = left.replies;
  const own = (id: URL | null) => id === null || id.origin === post.id?.origin;
  /** A collection or page named by `id` (null: carried whole, fetched by nobody), read when its server's and pages are left. */
  const readable = (id: URL | null) => {
    if (!own(id) || (id !== null && left.pages <= 0)) return false;
    if (id !== null) left.pages -= 1;
    return true;
  };
  if (max <= 0 || !post.id || !readable(post.repliesId)) return [];
  const loading = { ...loadersOf(reader), suppressError: true };
  const replies = await post.getReplies(loading).catch(() => null);
  if (!replies) return [];
  const ids = new Map(replies.itemIds.map((id) => [id.href, id]));
  let page = readable(replies.firstId) ? await replies.getFirst(loading).catch(() => null) : null;
  while (page && ids.size < max) {
    for (const id of page.itemIds) ids.set(id.href, id);
    page = ids.size < max && readable(page.nextId) ? await page.getNext(loading).catch(() => null) : null;
  }
  const listed = [...ids.values()].slice(0, max);
  left.replies -= listed.length;
  return listed;
}
