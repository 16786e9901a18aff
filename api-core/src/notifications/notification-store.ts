import type { Queryable } from '../db/database';
import { hasShownActor } from './notification-lists';

/** How many of `recipientId`'s notifications are unread: those the list would show (notifications_unread, then one probe each). */
export async function unreadCount(db: Queryable, recipientId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `select count(*)::int as unread from notifications n where n.recipient_id = $1 and n.read_at is null and ${hasShownActor('n.id', '$1')}`,
    [recipientId],
  );
  return rows[0]?.unread ?? 0;
}

/** Marks every notification of `recipientId`'s read: one statement, so the stream hears of it once. */
export async function markAllRead(db: Queryable, recipientId: string): Promise<void> {
  await db.query('update notifications set read_at = now() where recipient_id = $1 and read_at is null', [recipientId]);
}

/**
 * Marks one notification read, when it is `recipientId`'s (read already: nothing changes).
 * Whether it is theirs: someone else's is the same as none.
 */
export async function markRead(db: Queryable, recipientId: string, notificationId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `with mine as (select id, read_at from notifications where id = $2 and recipient_id = $1),
          marked as (update notifications n set read_at = now() from mine where n.id = mine.id and mine.read_at is null)
     select id from mine`,
    [recipientId, notificationId],
  );
  return rows.length === 1;
}
