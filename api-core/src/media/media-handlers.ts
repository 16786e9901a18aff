import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { changeWithImages } from './image-changes';
import { takeUploads } from './uploads';
import { chooseImage } from './images';

/** How many forgotten uploads one sweep takes at most: each upload sweeps, so a backlog drains a little at a time. */
const sweepBatch = 50;

/**
 * Uploads (issue 20): an image is sent on its own before the post that shows it, so the post's
 * request stays small and a failed upload is sent again alone. The upload is kept for its
 * uploader for `limits.uploadKeptHours` (a draft holds its id meanwhile); one no post shows by
 * then is forgotten by a later upload's sweep, file and all, or at once when its uploader throws
 * it away (an image removed from the editor, a draft discarded).
 */
export function mediaHandlers(platform: Platform): Pick<Handlers, 'uploadMedia' | 'deleteMedia'> {
  return {
    uploadMedia: async ({ body, viewer }) => {
      const chosen = await chooseImage(body.img, null, 'Image', platform.images);
      if (!chosen.ok) return chosen;
      if (chosen.value.kind !== 'new') return fail(400, reasons.imageRequired);
      const upload = chosen.value;
      const kept = await changeWithImages(platform, async ({ tx, hold }) => {
        await hold([], upload);
        await tx.query(
          `insert into media_uploads (uploader_id, media_id) values ($1, $2)
           on conflict (uploader_id, media_id) do update set uploaded_at = now(), waiting = media_uploads.waiting + 1`,
          [viewer._id, upload.id],
        );
        return succeed(upload.id);
      });
      if (!kept.ok) return kept;
      await forgetOldUploads(platform);
      return succeed(answer('full', { media: { id: kept.value, url: platform.images.addressOf(kept.value) } }));
    },

    // One of the caller's uploads of that image goes (the same picture may wait in another draft
    // too); with the last, the image itself, unless a post, an avatar or someone else's upload
    // shows the same bytes (`changeWithImages` decides that in the same transaction).
    deleteMedia: ({ params, viewer }) =>
      changeWithImages(platform, async ({ tx, hold }) => {
        await hold([params.mediaId]);
        const taken = await takeUploads(tx, viewer._id, [params.mediaId]);
        return taken === 0 ? fail(404, reasons.uploadNotFound(params.mediaId)) : succeed(answer('full', { mediaId: params.mediaId }));
      }),
  };
}

/**
 * Forgets the oldest uploads kept longer than `limits.uploadKeptHours`: their rows, and each
 * image (with its file) that no post, avatar or other upload shows. The images are held before
 * the rows go, so a post being written with one of them either shows it first (and keeps it) or
 * finds its upload gone (and says so). Run after each upload and each new post, once the
 * caller's own change has committed: a sweep that fails is logged and tried again by the next one,
 * and never turns what the caller did into a failure.
 */
export async function forgetOldUploads(platform: Platform): Promise<void> {
  await sweep(platform).catch((error: unknown) =>
    platform.log.warn({ err: error }, 'could not forget old uploads (the next upload or post tries again)'),
  );
}

async function sweep(platform: Platform): Promise<void> {
  await changeWithImages(platform, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ media_id: string }>(
      `select media_id from media_uploads where uploaded_at < now() - make_interval(hours => $1) order by uploaded_at limit $2`,
      [limits.uploadKeptHours, sweepBatch],
    );
    const ids = [...new Set(rows.map((row) => row.media_id))];
    // Nearly always nothing has expired: every new post sweeps, so it costs it one read, no more.
    if (ids.length === 0) return succeed(0);
    await hold(ids);
    await tx.query(`delete from media_uploads where media_id = any($1::text[]) and uploaded_at < now() - make_interval(hours => $2)`, [
      ids,
      limits.uploadKeptHours,
    ]);
    return succeed(ids.length);
  });
}
