import type { PrivateThread } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { decodeCursor, encodeCursor } from '../pages/cursor';
import { timeAsCursorKey } from '../pages/keyset';
import { privateThreadKeyset, privateThreadOldestKeyset } from '../posts/private-threads';
import { answered, refused, type MastodonAnswer } from './answers';
import { isIdLike, memberOf, textOf, type CallContext } from './call-context';
import { cursorPageAsked } from './paging';

/** A place in the member's list of conversations: when its thread was last active (to the microsecond), and the thread's post. */
type Place = { at: string; postId: string };

/** The contract's page of conversations as an app's ids ask it, whether it is read backwards (`min_id`), and where `since_id` stops it. */
export type ConversationPageAsked = {
  query: { limit: string; cursor?: string; sort: 'newest' | 'oldest' };
  oldestFirst: boolean;
  since: Place | null;
};

const keys = privateThreadKeyset.columns.map((column) => column.kind);
const cursorOf = (sort: 'newest' | 'oldest', { at, postId }: Place) =>
  encodeCursor((sort === 'newest' ? privateThreadKeyset : privateThreadOldestKeyset).list, [at, postId]);

/**
 * Where an app's id stands: a cursor this API gave (a `Link`'s, either way), or the id of a
 * status in one of the member's own conversations, as Mastodon pages them by their last
 * statuses' ids: a post's time and id, or a comment's time and its post's. Undefined when it
 * names nothing of theirs (a status of anyone else's says nothing of when it was written).
 */
async function placeOf(db: Queryable, memberId: string, id: string): Promise<Place | undefined> {
  for (const keyset of [privateThreadKeyset, privateThreadOldestKeyset]) {
    const decoded = decodeCursor(id, keyset.list, keys);
    if (decoded.ok) return { at: String(decoded.value[0]), postId: String(decoded.value[1]) };
  }
  if (!isIdLike(id)) return undefined;
  const { rows } = await db.query<Place>(
    `select ${timeAsCursorKey('s.created_at')} as at, s.post_id as "postId"
       from (select p.created_at, p.id as post_id from posts p where p.id = $2
             union all select c.created_at, c.post_id from comments c where c.id = $2) s
      where exists (select 1 from private_threads t where t.user_id = $1 and t.post_id = s.post_id)`,
    [memberId, id],
  );
  return rows[0];
}

const pagingIds = ['max_id', 'min_id', 'since_id'] as const;

/**
 * Mastodon's `max_id`, `min_id` and `since_id` on conversations mapped onto the contract's
 * cursors: `max_id`, older than it; `min_id`, just newer (read the earliest first, answered the
 * latest first); `since_id`, the latest, back to it. An id that names nothing is refused in words.
 */
export async function conversationPageAsked(context: CallContext): Promise<MastodonAnswer<ConversationPageAsked>> {
  const { limit } = cursorPageAsked(context);
  const places: Partial<Record<(typeof pagingIds)[number], Place>> = {};
  for (const name of pagingIds) {
    const id = textOf(context.query[name]);
    if (id === undefined) continue;
    const place = await placeOf(context.db, memberOf(context)._id, id);
    if (!place) return refused(422, `${name} must be the id of a status.`);
    places[name] = place;
  }
  const since = places.since_id ?? null;
  if (places.min_id)
    return answered({ query: { limit, cursor: cursorOf('oldest', places.min_id), sort: 'oldest' }, oldestFirst: true, since });
  if (places.max_id)
    return answered({ query: { limit, cursor: cursorOf('newest', places.max_id), sort: 'newest' }, oldestFirst: false, since });
  return answered({ query: { limit, sort: 'newest' }, oldestFirst: false, since });
}

/**
 * Whether a thread was active after where `since_id` stops the page: to the millisecond, as its
 * time is answered. The thread `since_id` names comes only once it moved up; another active in
 * the same millisecond comes too (seen twice, rather than missed).
 */
export function isActiveAfter(since: Place | null, thread: PrivateThread): boolean {
  if (since === null) return true;
  const [active, stop] = [Date.parse(thread.lastActivityAt), Date.parse(`${since.at.slice(0, 23)}Z`)];
  return thread.post._id === since.postId ? active > stop : active >= stop;
}

/**
 * The `Link` cursors of a page, from its threads' own places to the microsecond: the page
 * before (`min_id`) from its first, the earliest first; the page after (`max_id`) from its last.
 */
export async function linkCursors(
  db: Queryable,
  memberId: string,
  threads: readonly PrivateThread[],
): Promise<{ before: string | null; after: string | null }> {
  const [first, last] = [threads[0], threads.at(-1)];
  if (!first || !last) return { before: null, after: null };
  const { rows } = await db.query<Place>(
    `select ${timeAsCursorKey('t.last_activity_at')} as at, t.post_id as "postId"
       from private_threads t where t.user_id = $1 and t.post_id = any($2::text[])`,
    [memberId, [first.post._id, last.post._id]],
  );
  const placed = (postId: string) => rows.find((row) => row.postId === postId);
  const [before, after] = [placed(first.post._id), placed(last.post._id)];
  return { before: before ? cursorOf('oldest', before) : null, after: after ? cursorOf('newest', after) : null };
}
