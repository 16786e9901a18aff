import * as v from 'valibot';
import { LiveEventSchema, type LiveEvent, type NumberedEvent } from 'api-contract/events';
import type { Queryable } from '../db/database';
import { postVisibleTo } from '../safety/visibility';

/** The channel the events table's writer (announce() in the migrations) signals on. */
export const eventChannel = 'social_events';

/** How long events are kept for clients to resume from. */
const keptFor = '1 hour';

/**
 * The events after `afterId`, oldest first, at most `limit`. Each is read through the
 * contract's schema: only the fields an event may carry leave the server, whatever the row holds.
 */
export async function eventsAfter(db: Queryable, afterId: number, limit: number): Promise<NumberedEvent[]> {
  const { rows } = await db.query<{ id: string; body: unknown }>(
    // Ordered by the number: the text it is read as would put 10 before 9. Everyone's events alone (032).
    'select e.id::text as id, e.body from events e where e.id > $1::bigint and e.post_id is null order by e.id limit $2',
    [String(afterId), limit],
  );
  return rows.flatMap(({ id, body }) => {
    const event = parsed(body);
    return event ? [{ id, event }] : [];
  });
}

/** An event as the table holds it, read through the contract's schema; null for one this build does not know. */
function parsed(body: unknown): LiveEvent | null {
  const event = v.safeParse(LiveEventSchema, typeof body === 'string' ? JSON.parse(body) : body);
  return event.success ? event.output : null;
}

/** An event about a post that is not public, for the people who may see it alone (migration 032). */
export type ReadersEvent = NumberedEvent & { postId: string };

/** The events for a post's readers after `afterId`, oldest first, at most `limit` (events_for_readers). */
export async function readersEventsAfter(db: Queryable, afterId: number, limit: number): Promise<ReadersEvent[]> {
  const { rows } = await db.query<{ id: string; body: unknown; post_id: string }>(
    'select e.id::text as id, e.body, e.post_id from events e where e.id > $1::bigint and e.post_id is not null order by e.id limit $2',
    [String(afterId), limit],
  );
  return rows.flatMap(({ id, body, post_id: postId }) => {
    const event = parsed(body);
    return event ? [{ id, event, postId }] : [];
  });
}

/**
 * Of the people `viewerIds`, those who may see the post `postId`, as every list asks
 * (`postVisibleTo`): it is for them (post_visible_to), and its author is not hidden from them (a
 * block either way, a suspension; mutes hide lists alone, not what one was named in).
 */
export async function readersOf(db: Queryable, postId: string, viewerIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select v.id from unnest($2::text[]) as v (id) join posts p on p.id = $1
      where ${postVisibleTo('p', 'v.id', { mutes: false })}`,
    [postId, viewerIds],
  );
  return rows.map((row) => row.id);
}

/** The id of the latest event written so far (0 when there is none). */
export async function latestEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from events');
  return Number(rows[0]?.id ?? 0);
}

/** Forgets the events older than `keptFor`: a client away longer reads the lists anew. */
export async function pruneEvents(db: Queryable): Promise<void> {
  await db.query(`delete from events where created_at < now() - interval '${keptFor}'`);
}
