import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import type { ImageChange } from './image-changes';

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

/**
 * Inside a change's transaction, before anything is written: holds the images a record shows
 * (`shownIds`) and those it will show (`listedIds`), each of the latter one it shows already or an
 * upload of `uploaderId`'s not yet forgotten (a 400 naming its place otherwise), and takes one
 * waiting upload of each new one (`takeUploads`): unless another copy of it waits in a draft, the
 * record alone keeps the image from then on, so its going takes the image at once, not a day later.
 */
export async function takeListedUploads(
  { tx, hold }: ImageChange,
  listedIds: readonly string[],
  shownIds: readonly string[],
  uploaderId: string,
): Promise<Result<true>> {
  await hold([...new Set([...shownIds, ...listedIds])]);
  const uploaded = await uploadsOf(
    tx,
    uploaderId,
    listedIds.filter((id) => !shownIds.includes(id)),
  );
  const missing = listedIds.findIndex((id) => !shownIds.includes(id) && !uploaded.has(id));
  if (missing !== -1) return fail(400, reasons.imageNotUploaded(missing + 1));
  await takeUploads(tx, uploaderId, [...uploaded]);
  return succeed(true);
}

/** Of `ids`, those `uploaderId` uploaded and no sweep has forgotten yet. */
async function uploadsOf(tx: Queryable, uploaderId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await tx.query<{ media_id: string }>(
    'select media_id from media_uploads where uploader_id = $1 and media_id = any($2::text[])',
    [uploaderId, ids],
  );
  return new Set(rows.map((row) => row.media_id));
}
