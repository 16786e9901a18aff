import * as v from 'valibot';
import { LiveEventSchema, type NumberedEvent } from 'api-contract/events';
import type { Queryable } from '../db/database';

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
    // Ordered by the number: the text it is read as would put 10 before 9.
    'select e.id::text as id, e.body from events e where e.id > $1::bigint order by e.id limit $2',
    [String(afterId), limit],
  );
  return rows.flatMap(({ id, body }) => {
    const event = v.safeParse(LiveEventSchema, typeof body === 'string' ? JSON.parse(body) : body);
    return event.success ? [{ id, event: event.output }] : [];
  });
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
