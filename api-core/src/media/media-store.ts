import type { Queryable } from '../db/database';

/** What the `media` table knows of a kept image. */
export type MediaRecord = { id: string; contentType: string; byteSize: number };

/** Records a kept image; the same bytes (the same id) are recorded once. */
export async function recordMedia(db: Queryable, { id, contentType, byteSize }: MediaRecord): Promise<void> {
  await db.query('insert into media (id, content_type, byte_size) values ($1, $2, $3) on conflict (id) do nothing', [
    id,
    contentType,
    byteSize,
  ]);
}

/** The type of the kept image `id`, or null when there is none. */
export async function mediaType(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ content_type: string }>('select content_type from media where id = $1', [id]);
  return rows[0]?.content_type ?? null;
}
