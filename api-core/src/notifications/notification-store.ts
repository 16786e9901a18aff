import type { Queryable } from '../db/database';
import { notificationShown } from './notification-lists';

/** How many of `recipientId`'s notifications are unread: those the list would show (notifications_unread, then one probe each). */
export async function unreadCount(db: Queryable, recipientId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `select count(*)::int as unread from notifications n where n.recipient_id = $1 and n.read_at is null and ${notificationShown('n', '$1')}`,
    [recipientId],
  );
  return rows[0]?.unread ?? 0;
}

/** Marks every notification of `recipientId`'s read: one statement, so the stream hears of it once. */
export async function markAllRead(db: Queryable, recipientId: string): Promise<void> {
  await db.query('update notifications set read_at = now() where recipient_id = $1 and read_at is null', [recipientId]);
}

/**
 * Marks one notification read, when it is `recipientId`'s and shown to them (read already:
 * nothing changes). Someone else's, or one hidden from them, is the same as none.
 */
export async function markRead(db: Queryable, recipientId: string, notificationId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `with mine as (select n.id, n.read_at from notifications n where n.id = $2 and n.recipient_id = $1 and ${notificationShown('n', '$1')}),
          marked as (update notifications n set read_at = now() from mine where n.id = mine.id and mine.read_at is null)
     select id from mine`,
    [recipientId, notificationId],
  );
  return rows.length === 1;
}

/**
 * Puts one notification of `recipientId`'s away (read with it, so a like after it opens a new
 * group). Someone else's, one hidden from them, or one put away already is the same as none.
 */
export async function dismiss(db: Queryable, recipientId: string, notificationId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `update notifications n set dismissed_at = now(), read_at = coalesce(n.read_at, now())
      where n.id = $2 and n.recipient_id = $1 and ${notificationShown('n', '$1')}
      returning n.id`,
    [recipientId, notificationId],
  );
  return rows.length === 1;
}

/**
 * Puts every notification of `recipientId`'s away: one statement, so the stream hears of it once.
 * Answers the time it did (PostgreSQL's `now()`, as the notifications' times are): any notification
 * no later than it is put away.
 */
export async function dismissAll(db: Queryable, recipientId: string): Promise<Date> {
  // A data-modifying `with` runs whether or not the statement reads it.
  const { rows } = await db.query<{ at: Date }>(
    `with put_away as (update notifications set dismissed_at = now(), read_at = coalesce(read_at, now())
                        where recipient_id = $1 and dismissed_at is null)
     select now() as at`,
    [recipientId],
  );
  return new Date(rows[0]!.at);
}

/**
 * Marks read every notification of `recipientId`'s listed at or after `notificationId` (as old
 * as it or older, in the list's order): where an app says one stopped reading. One that is not
 * theirs, or hidden from them, marks nothing.
 */
export async function markReadUpTo(db: Queryable, recipientId: string, notificationId: string): Promise<void> {
  await db.query(
    `with place as (select n.latest_at, n.id from notifications n
                     where n.id = $2 and n.recipient_id = $1 and ${notificationShown('n', '$1')})
     update notifications n set read_at = now() from place
      where n.recipient_id = $1 and n.read_at is null and (n.latest_at, n.id) <= (place.latest_at, place.id)`,
    [recipientId, notificationId],
  );
}
