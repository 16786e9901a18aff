import type { Result } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import { Refused } from '../db/refused';
import type { ImageStore } from '../platform';
import type { NewImage } from './images';
import { forgetUnusedMedia, holdMediaFile, lockMedia, mediaRecorded, recordMedia } from './media-store';

/** A change that may stop showing some images and start showing one, as `changeWithImages` runs it. */
export type ImageChange = {
  tx: Queryable;
  /**
   * Before anything is changed (no row lock may be taken once a change is announced): locks the
   * images the change may stop showing (`released`), and records and writes the one it starts
   * showing, in id order so two changes never wait on each other.
   */
  hold: (released: ReadonlyArray<string | null>, adding?: NewImage | null) => Promise<void>;
};

/**
 * The one way an image goes with the last record that shows it (a post deleted or edited, an
 * avatar replaced, an account deleted): `change` runs in one transaction and `hold`s the images
 * it touches; those it released that no post or avatar shows any longer lose their `media` row
 * in that transaction, and their file once it has committed, so a rollback never loses an image.
 * A refusal from `change` rolls it back.
 */
export async function changeWithImages<T>(
  { db, images }: { db: Database; images: ImageStore },
  change: (work: ImageChange) => Promise<Result<T>>,
): Promise<Result<T>> {
  const released = new Set<string>();
  const added: string[] = [];
  let forgotten: string[] = [];
  const result = await db
    .transaction(async (tx) => {
      const hold: ImageChange['hold'] = async (ids, adding = null) => {
        const locked = ids.filter((id): id is string => id !== null && id !== adding?.id);
        for (const id of locked) released.add(id);
        await lockMedia(tx, adding ? locked.filter((id) => id < adding.id) : locked);
        if (!adding) return;
        await recordMedia(tx, adding.id, adding.image);
        await lockMedia(
          tx,
          locked.filter((id) => id > adding.id),
        );
        added.push(adding.id);
        await holdMediaFile(tx, adding.id);
        await images.put(adding.id, adding.image);
      };
      const changed = await change({ tx, hold });
      if (!changed.ok) throw new Refused(changed);
      forgotten = await forgetUnusedMedia(tx, [...released]);
      return changed;
    })
    .catch(Refused.result)
    .catch(async (error: unknown) => {
      await removeUnrecordedFiles(db, images, added);
      throw error;
    });
  // A refused change wrote a new upload's file for nothing: it goes unless some record shows it.
  await removeUnrecordedFiles(db, images, result.ok ? forgotten : added);
  return result;
}

/**
 * Removes the file of each image in `ids` that no `media` row records, holding its file so an
 * upload of the same bytes, recorded meanwhile, keeps the file it wrote.
 */
async function removeUnrecordedFiles(db: Database, images: ImageStore, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await db.transaction(async (tx) => {
      await holdMediaFile(tx, id);
      if (!(await mediaRecorded(tx, id))) await images.remove(id);
    });
  }
}
