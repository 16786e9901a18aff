import type { PostImage } from 'api-contract/entities';
import type { DataDeps } from '../platform';
import { grantedAddress, withGrant } from './media-grants';
import { elsewhereImageKey, elsewhereImagePath, type ImagePlace } from './remote-images';

/**
 * The images of a post, or of a reply of elsewhere, as a reader is shown them: each with the
 * address a reader's browser asks for it at, with a grant when what shows it is not public.
 */

/** An image as a row gives it: its copy here (null for one of elsewhere not kept yet, or any more), its description and place. */
export type ReadImage = { id: string | null; alt: string; position: number };

/**
 * SQL: the images of the rows of `table` whose `owner` is `ownerId` (an expression), as a JSON list
 * of `ReadImage` in their order; null for none.
 */
export const readImagesSql = (table: 'post_images' | 'comment_images', owner: 'post_id' | 'comment_id', ownerId: string): string =>
  `(select json_agg(json_build_object('id', i.media_id, 'alt', i.alt, 'position', i.position) order by i.position)
     from ${table} i where i.${owner} = ${ownerId})`;

/** What shows images: a post or a reply of elsewhere (`place`), its id, and whether its post is public. */
export type ImagesOwner = { place: ImagePlace; id: string; isPublic: boolean };

/** What names an image a reader is shown: its copy's id, or where it is in a post or reply of elsewhere. */
export const shownImageKey = (owner: Pick<ImagesOwner, 'place' | 'id'>, image: ReadImage): string =>
  image.id ?? elsewhereImageKey(owner.place, owner.id, image.position);

/**
 * The address of `image` of `owner`: a public post's (or a reply's on one) as everyone reads it;
 * one that is not public's with a grant (media-grants.ts), since the reader may see it. An image
 * of elsewhere whose copy is not kept is asked for where the server fetches it.
 */
export async function shownImageAddress(deps: Pick<DataDeps, 'images' | 'tokens'>, owner: ImagesOwner, image: ReadImage, now: number) {
  if (image.id !== null) return owner.isPublic ? deps.images.addressOf(image.id) : await grantedAddress(deps, image.id, now);
  const path = elsewhereImagePath(owner.place, owner.id, image.position);
  return owner.isPublic ? path : await withGrant(deps.tokens, path, shownImageKey(owner, image), now);
}

/** The images of `owner` as a reader is shown them, with their addresses. */
export async function shownImages(
  deps: Pick<DataDeps, 'images' | 'tokens'>,
  owner: ImagesOwner,
  images: readonly ReadImage[],
  now: number,
): Promise<PostImage[]> {
  const shown: PostImage[] = [];
  for (const image of images) {
    shown.push({ id: shownImageKey(owner, image), url: await shownImageAddress(deps, owner, image, now), alt: image.alt });
  }
  return shown;
}
