import { withoutGrant } from '../media/media-grants';
import { readImagesSql } from '../media/shown-images';
import * as reasons from 'api-contract/reasons';
import { sameImages } from 'api-contract/rules/post-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { ValidPostData } from 'api-contract/payloads';
import type { Queryable } from '../db/database';
import type { ImageChange } from '../media/image-changes';
import { chooseImage, type ImageChoice } from '../media/images';
import { takeListedUploads } from '../media/uploads';
import type { ImageStore } from '../platform';

/** One image a post shows: its kept id and its description. */
export type ShownImage = { id: string; alt: string };

/**
 * A post's images kept here in order (alias `p` for the post), as a JSON list of `ShownImage`:
 * `[]` for none. An image of a post of elsewhere whose copy is not kept is not one of them.
 */
export const postImagesColumn = `(select coalesce(json_agg(json_build_object('id', i.media_id, 'alt', i.alt) order by i.position), '[]'::json)
     from post_images i where i.post_id = p.id and i.media_id is not null)`;

/** A post's images as readers are shown them (alias `p`), as a JSON list of `ReadImage` (media/shown-images.ts). */
export const readImagesColumn = `coalesce(${readImagesSql('post_images', 'post_id', 'p.id')}, '[]'::json)`;

/**
 * What a new post or an edit asks of the images, read before its transaction (an upload in `img`
 * is encoded there, which no transaction may wait on): the list `images` names, or the spec's one
 * `img` (unchanged, none, or a new upload).
 */
export type AskedImages = { kind: 'listed'; images: ShownImage[] } | { kind: 'img'; choice: ImageChoice };

export async function askedImages(body: ValidPostData, current: ShownImage[], images: ImageStore): Promise<Result<AskedImages>> {
  if (body.images === undefined) {
    const choice = await chooseImage(body.img, current[0]?.id ?? null, 'Image', images);
    return choice.ok ? succeed({ kind: 'img', choice: choice.value }) : choice;
  }
  // The address of a shown image in `img` beside `images` is a client echoing the post back; anything else asks two things.
  const echoed = body.img === '' || current.some((image) => images.addressOf(image.id) === withoutGrant(body.img ?? ''));
  if (!echoed) return fail(400, reasons.imagesAndImg);
  return succeed({ kind: 'listed', images: body.images.map(({ mediaId, alt }) => ({ id: mediaId, alt })) });
}

/**
 * Inside the change's transaction, before anything is written: the images the post will show, each
 * one it shows already (`current`) or an upload of the author's, taken by the post
 * (`takeListedUploads`), or the spec's one `img`.
 */
export async function decideImages(
  change: ImageChange,
  asked: AskedImages,
  current: ShownImage[],
  authorId: string,
): Promise<Result<ShownImage[]>> {
  const currentIds = current.map((image) => image.id);
  if (asked.kind === 'img') {
    const { choice } = asked;
    await change.hold(choice.kind === 'unchanged' ? [] : currentIds, choice.kind === 'new' ? choice : null);
    return succeed(choice.kind === 'unchanged' ? current : choice.kind === 'none' ? [] : [{ id: choice.id, alt: '' }]);
  }
  const taken = await takeListedUploads(
    change,
    asked.images.map((image) => image.id),
    currentIds,
    authorId,
  );
  return taken.ok ? succeed(asked.images) : taken;
}

/** Whether an edit changes the images: the contract's rule, on the images as the post's rows name them. */
export const imagesChanged = (before: ShownImage[], after: ShownImage[]): boolean => !sameImages(before.map(asSent), after.map(asSent));

const asSent = ({ id, alt }: ShownImage) => ({ mediaId: id, alt });

/** Makes `images` the images the post `postId` shows, in that order. */
export async function writePostImages(tx: Queryable, postId: string, images: ShownImage[]): Promise<void> {
  await tx.query('delete from post_images where post_id = $1', [postId]);
  if (images.length === 0) return;
  await tx.query(
    `insert into post_images (post_id, position, media_id, alt)
     select $1, shown.position - 1, shown.id, shown.alt
       from unnest($2::text[], $3::text[]) with ordinality as shown (id, alt, position)`,
    [postId, images.map((image) => image.id), images.map((image) => image.alt)],
  );
}
