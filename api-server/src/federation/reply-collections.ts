import type { Context } from '@fedify/fedify';
import type { PostObject } from './remote-notes';

/** How many pages of a replies collection are read at most (Mastodon's hold 5 replies each, its first only its author's). */
const pagesMax = 10;

/**
 * The ids of the replies a post object's server lists for it (its `replies` collection: its items,
 * then those of its pages), each once, at most `max`; none when it lists none or cannot be read.
 * Only a collection and pages of the post's own server are read: a server speaks for its own
 * posts, and a post that names another server's collection does not make this server fetch there.
 */
export async function replyIdsOf(ctx: Context<void>, post: PostObject, max: number): Promise<URL[]> {
  const own = (id: URL | null) => id === null || id.origin === post.id?.origin;
  if (max <= 0 || !post.id || !own(post.repliesId)) return [];
  const loading = { ...ctx, suppressError: true };
  const replies = await post.getReplies(loading).catch(() => null);
  if (!replies) return [];
  const ids = new Map(replies.itemIds.map((id) => [id.href, id]));
  let page = own(replies.firstId) ? await replies.getFirst(loading).catch(() => null) : null;
  for (let pages = 0; page && ids.size < max && pages < pagesMax; pages += 1) {
    for (const id of page.itemIds) ids.set(id.href, id);
    page = own(page.nextId) ? await page.getNext(loading).catch(() => null) : null;
  }
  return [...ids.values()].slice(0, max);
}
