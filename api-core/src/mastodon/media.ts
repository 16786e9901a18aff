import * as v from 'valibot';
import type { Media } from 'api-contract/entities';
import { PostImageDataSchema } from 'api-contract/schemas';
import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import { isIdLike } from './call-context';

/**
 * Keeps the description an app gave the member's upload `mediaId`, until a status shows it:
 * false when the member has no such upload waiting.
 */
export async function describeUpload(db: Queryable, viewer: Viewer, mediaId: string, description: string): Promise<boolean> {
  if (!isIdLike(mediaId)) return false;
  const { rows } = await db.query('update media_uploads set description = $3 where uploader_id = $1 and media_id = $2 returning media_id', [
    viewer._id,
    mediaId,
    description,
  ]);
  return rows.length === 1;
}

/** What is wrong with a description an app gave an image, by the rule of a post's image descriptions; null when nothing. */
export function descriptionProblem(description: unknown): string | null {
  const checked = v.safeParse(PostImageDataSchema.entries.alt, description);
  return checked.success ? null : `Validation failed: ${checked.issues[0].message}`;
}

/** The descriptions the member's uploads `mediaIds` were given, by id. */
export async function descriptionsOf(db: Queryable, viewer: Viewer, mediaIds: readonly string[]): Promise<Map<string, string>> {
  if (mediaIds.length === 0 || !mediaIds.every(isIdLike)) return new Map();
  const { rows } = await db.query<{ media_id: string; description: string }>(
    'select media_id, description from media_uploads where uploader_id = $1 and media_id = any($2::text[])',
    [viewer._id, mediaIds],
  );
  return new Map(rows.map((row) => [row.media_id, row.description]));
}

/** An upload as Mastodon's `MediaAttachment`: an image, by its full address, with its description. */
export function mediaAttachmentOf(media: Media, description: string, origin: string) {
  const url = new URL(media.url, origin).href;
  return {
    id: media.id,
    type: 'image',
    url,
    preview_url: url,
    remote_url: null,
    description: description === '' ? null : description,
    blurhash: null,
    meta: null,
  };
}
