import { decodeCursor, encodeCursor } from '../pages/cursor';
import { parameters, timeAsCursorKey } from '../pages/keyset';
import { postVisibleTo } from '../safety/visibility';
import { answered, refused, type MastodonAnswer } from './answers';
import { isIdLike, limitOf, textOf, type CallContext } from './call-context';

/** How many statuses a page holds unless the app says (`limit`), and at most, as on Mastodon. */
const defaultLimit = 20;
const limitMax = 40;

/** A list of posts by time, as its keyset names it (`feed`, `everyone`, `author`, `elsewhere`, `tag`). */
export type TimeList = 'feed' | 'everyone' | 'author' | 'elsewhere' | 'tag';

/** A page of a list of posts as the contract's query asks it, and whether its answer is read backwards (`min_id`). */
export type PostPageAsked = { query: { limit: string; cursor?: string; sort: 'newest' | 'oldest' }; oldestFirst: boolean };

/**
 * Mastodon's `max_id`, `since_id`, `min_id` and `limit` mapped onto the contract's cursors. An
 * id is a status's (its post's time and id make the cursor), or a cursor this API gave in a
 * `Link` header (which keeps a repost's place in the home feed exactly). `max_id`: older than
 * it; `min_id`: just newer than it (read oldest first, answered newest first); `since_id`: the
 * newest, back to it. An id that is no id is refused in words, as is a `max_id` of no status the
 * caller may see (deleted, or hidden from them). A `since_id` or `min_id` of such a status asks
 * for the newest page: it is an app's newest status, which it sends on every refresh, and a
 * refusal would stop the app's Home for good, where Mastodon answers what is new.
 */
export async function postPageAsked(
  context: CallContext,
  list: TimeList,
): Promise<MastodonAnswer<PostPageAsked & { since: Since | null }>> {
  const limitText = textOf(context.query.limit) ?? String(defaultLimit);
  const limit = /^\d{1,4}$/.test(limitText) ? Math.min(Math.max(Number(limitText), 1), limitMax) : NaN;
  if (Number.isNaN(limit)) return refused(422, `limit must be a whole number from 1 to ${limitMax}.`);
  const [maxId, minId, sinceId] = ['max_id', 'min_id', 'since_id'].map((name) => textOf(context.query[name]));
  const since = sinceId === undefined ? null : await sinceOf(context, sinceId);
  if (since === undefined) return refused(422, 'since_id must be the id of a status.');
  if (minId !== undefined) {
    const cursor = await cursorAt(context, list, 'oldest', minId);
    if (cursor === undefined) return refused(422, 'min_id must be the id of a status.');
    if (cursor !== null) return answered({ query: { limit: String(limit), cursor, sort: 'oldest' }, oldestFirst: true, since });
  }
  if (maxId !== undefined) {
    const cursor = await cursorAt(context, list, 'newest', maxId);
    if (cursor === undefined || cursor === null) return refused(422, 'max_id must be the id of a status.');
    return answered({ query: { limit: String(limit), cursor, sort: 'newest' }, oldestFirst: false, since });
  }
  return answered({ query: { limit: String(limit), sort: 'newest' }, oldestFirst: false, since });
}

/** Where `since_id` stops a page: its status, and when it was posted (ms). */
export type Since = { id: string; at: number };

/** Where `since_id` stops: undefined when it is no id, null when the caller may see no status of it (the page does not stop). */
async function sinceOf(context: CallContext, id: string): Promise<Since | null | undefined> {
  if (!isIdLike(id)) return undefined;
  const place = await shownPostPlace(context, id);
  return place ? { id, at: place.at.getTime() } : null;
}

/**
 * When the post `id` was posted, as a date and as a cursor's key, if the caller may see it: an
 * id of a post hidden from them places no page, as one of no post (where a page began would say
 * when it was posted).
 */
async function shownPostPlace(context: CallContext, id: string): Promise<{ at: Date; key: string } | undefined> {
  const { params, param } = parameters([id]);
  const viewer = context.viewer ? param(context.viewer._id) : null;
  const { rows } = await context.db.query<{ at: Date; key: string }>(
    `select p.created_at as at, ${timeAsCursorKey('p.created_at')} as key from posts p
      where p.id = $1 and ${postVisibleTo('p', viewer, { mutes: false })}`,
    params,
  );
  return rows[0];
}

/** Whether a post is newer than where `since_id` stops the page. */
export const isAfter = (since: Since | null, post: { _id: string; createdAt: string }): boolean =>
  since === null || (post._id !== since.id && Date.parse(post.createdAt) >= since.at);

/**
 * The cursor a status id (or a cursor of this list) starts a page after; undefined when it is no
 * id, null when the caller may see no status of it.
 */
async function cursorAt(context: CallContext, list: TimeList, sort: 'newest' | 'oldest', id: string): Promise<string | null | undefined> {
  const name = `${list}.${sort}`;
  if (decodeCursor(id, name, ['time', 'id']).ok) return id;
  if (!isIdLike(id)) return undefined;
  const place = await shownPostPlace(context, id);
  return place ? encodeCursor(name, [place.key, id]) : null;
}

/**
 * A page of a list that is not of posts by time (bookmarks, notifications, conversations,
 * people), as the contract's query asks it: the app's `limit` within `fallback` and `max`, after
 * the cursor a `Link` gave as `max_id`.
 */
export function cursorPageAsked(context: CallContext, fallback = defaultLimit, max = limitMax): { limit: string; cursor?: string } {
  const cursor = textOf(context.query.max_id);
  return { limit: limitOf(context, fallback, max), ...(cursor ? { cursor } : {}) };
}

/**
 * A page's `Link` header, as apps follow it: the next (older) page after the contract's cursor,
 * and the previous (newer) page before its first status. None when the page is empty.
 */
export function pageLinks(
  context: CallContext,
  { first, nextCursor, limit }: { first: string | null; nextCursor: string | null; limit: string },
  /** What else the pages keep asking (a filter's `types[]`), as the first asked it. */
  kept: ReadonlyArray<[string, string]> = [],
): Record<string, string> {
  const link = (param: string, value: string, rel: string) =>
    `<${context.address}?${new URLSearchParams([[param, value], ['limit', limit], ...kept]).toString()}>; rel="${rel}"`;
  const links = [
    ...(nextCursor === null ? [] : [link('max_id', nextCursor, 'next')]),
    ...(first === null ? [] : [link('min_id', first, 'prev')]),
  ];
  return links.length === 0 ? {} : { Link: links.join(', ') };
}
