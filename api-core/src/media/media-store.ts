import type { Queryable } from '../db/database';
import type { KeptImage } from '../platform';

/**
 * Records a kept image; the same bytes (the same id) are recorded once. The row is locked (an
 * upsert takes the lock a `for update` would) until the transaction ends, so the image cannot be
 * forgotten before the record that shows it is written; one forgotten meanwhile is recorded anew.
 */
export async function recordMedia(db: Queryable, id: string, { bytes, contentType, size }: KeptImage): Promise<void> {
  await db.query(
    `insert into media (id, content_type, byte_size, width, height) values ($1, $2, $3, $4, $5)
     on conflict (id) do update set content_type = excluded.content_type`,
    [id, contentType, bytes.length, size?.width ?? null, size?.height ?? null],
  );
}

/** Locks the `media` rows of `ids` until the transaction ends, in id order, so two changes never wait on each other. */
export async function lockMedia(tx: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('select 1 from media where id = any($1::text[]) order by id for update', [ids]);
}

/**
 * Of the images `ids`, forgets (deletes the `media` row of) those no post, no reply of elsewhere,
 * no message, no avatar and no upload waiting for a post shows any longer, inside the caller's
 * transaction: their ids, whose files go once it has committed.
 */
export async function forgetUnusedMedia(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `delete from media m where m.id = any($1::text[])
        and not exists (select 1 from post_images i where i.media_id = m.id)
        and not exists (select 1 from comment_images ci where ci.media_id = m.id)
        and not exists (select 1 from messages x where x.media_id = m.id)
        and not exists (select 1 from media_uploads up where up.media_id = m.id)
        and not exists (select 1 from users u where u.avatar_id = m.id)
        and not exists (select 1 from remote_emojis e where e.media_id = m.id)
     returning m.id`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Holds the file of image `id` for the rest of the transaction: its writing (a new upload) and its
 * removal (an image forgotten) take turns, across every process on the database, so a removal
 * never takes the file an upload of the same bytes has just written.
 */
export async function holdMediaFile(tx: Queryable, id: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(4147004, hashtext($1))', [id]);
}

/** Whether the image `id` is recorded (some record may show it). */
export async function mediaRecorded(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from media where id = $1', [id]);
  return rows.length > 0;
}
