import type { Queryable } from '../db/database';

/**
 * Takes one of `uploaderId`'s waiting uploads of each image in `ids` (migration 016's `waiting`):
 * a post that shows it, or the uploader throwing it away. The row goes with the last one, so the
 * same picture waiting in another draft keeps its upload. Answers how many of `ids` had one.
 * The last ones go first, then the others count down: a row is never both. The caller holds
 * the images first (`ImageChange.hold`), so two takes of one upload wait on each other.
 */
export async function takeUploads(tx: Queryable, uploaderId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx.query('delete from media_uploads where uploader_id = $1 and media_id = any($2::text[]) and waiting = 1', [
    uploaderId,
    ids,
  ]);
  const left = await tx.query(
    'update media_uploads set waiting = waiting - 1 where uploader_id = $1 and media_id = any($2::text[]) and waiting > 1',
    [uploaderId, ids],
  );
  return gone.rowCount + left.rowCount;
}
