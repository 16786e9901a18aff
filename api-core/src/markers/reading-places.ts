import type { ReadingPlaces } from 'api-contract/entities';
import type { MarkedList } from 'api-contract/schemas';
import type { Queryable } from '../db/database';

type PlaceRow = { list: MarkedList; last_read_id: string; version: number; updated_at: Date };

/** `userId`'s reading places, each null until first saved: one seek of the table's key. */
export async function readingPlacesOf(db: Queryable, userId: string): Promise<ReadingPlaces> {
  const { rows } = await db.query<PlaceRow>('select list, last_read_id, version, updated_at from reading_places where user_id = $1', [
    userId,
  ]);
  const place = (list: MarkedList) => {
    const row = rows.find((one) => one.list === list);
    return row ? { lastReadId: row.last_read_id, version: row.version, updatedAt: row.updated_at.toISOString() } : null;
  };
  return { home: place('home'), notifications: place('notifications') };
}

/** Keeps `lastReadId` as where `userId` stopped reading `list`, counting one more version. */
export async function saveReadingPlace(db: Queryable, userId: string, list: MarkedList, lastReadId: string): Promise<void> {
  await db.query(
    `insert into reading_places (user_id, list, last_read_id) values ($1, $2, $3)
     on conflict (user_id, list) do update
       set last_read_id = excluded.last_read_id, version = reading_places.version + 1, updated_at = now()`,
    [userId, list, lastReadId],
  );
}
