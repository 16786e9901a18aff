import type { PrivateThread } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { decodeCursor, encodeCursor } from '../pages/cursor';
import { timeAsCursorKey } from '../pages/keyset';
import { privateThreadKeyset, privateThreadOldestKeyset } from '../posts/private-threads';
import { answered, refused, type MastodonAnswer } from './answers';
import { isIdLike, textOf, type CallContext } from './call-context';
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
 * status, as Mastodon pages conversations by their last statuses' ids (its own `Link` names them
 * so): a post's time and id, or a comment's time and its post's. Undefined when it
 * names nothing.
 */
async function placeOf(db: Queryable, id: string): Promise<Place | undefined> {
  for (const keyset of [privateThreadKeyset, privateThreadOldestKeyset]) {
    const decoded = decodeCursor(id, keyset.list, keys);
    if (decoded.ok) return { at: String(decoded.value[0]), postId: String(decoded.value[1]) };
  }
  if (!isIdLike(id)) return undefined;
  const { rows } = await db.query<Place>(
    `select ${timeAsCursorKey('p.created_at')} as at, p.id as "postId" from posts p where p.id = $1
     union all select ${timeAsCursorKey('c.created_at')}, c.post_id from comments c where c.id = $1`,
    [id],
  );
  return rows[0];
}

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
    const place = await placeOf(context.db, id);
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

const pagingIds = ['max_id', 'min_id', 'since_id'] as const;

/** Milliseconds of a microsecond time, as a thread's `lastActivityAt` is answered. */
const millisecondsOf = (at: string): number => Date.parse(`${at.slice(0, 23)}Z`);

/** Whether a thread was active after where `since_id` stops the page (to the millisecond, as its time is answered). */
export const isActiveAfter = (since: Place | null, thread: PrivateThread): boolean =>
  since === null || (thread.post._id !== since.postId && Date.parse(thread.lastActivityAt) >= millisecondsOf(since.at));
