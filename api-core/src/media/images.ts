import { withoutGrant } from './media-grants';
import * as reasons from 'api-contract/reasons';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { readImageUpload } from 'api-contract/images';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { DataDeps, ImageStore, KeptImage } from '../platform';
import { recordMedia } from './media-store';

const decodeBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** An image made fit to keep, and its id: the hash of its bytes, so one id always means the same bytes. */
export type NewImage = { id: string; image: KeptImage };

export const identified = (image: KeptImage): NewImage => ({ id: bytesToHex(sha256(image.bytes)), image });

/**
 * What an `img` field asks of a post's or a profile's image: to leave it as it is (the field left
 * out, or the current image's own address sent back), to have none, or to show a new upload,
 * already decoded and encoded anew (before any transaction, which must not wait on the encoder).
 */
export type ImageChoice = { kind: 'unchanged' } | { kind: 'none' } | ({ kind: 'new' } & NewImage);

/**
 * The image choice an `img` field makes, for a record whose image is `currentId`: a 400 naming
 * `label` ("Image", "Avatar") when it is neither empty, nor the current address, nor an
 * acceptable upload.
 */
export async function chooseImage(
  img: string | undefined,
  currentId: string | null,
  label: string,
  images: ImageStore,
): Promise<Result<ImageChoice>> {
  if (img === undefined || (currentId !== null && withoutGrant(img) === images.addressOf(currentId))) return succeed({ kind: 'unchanged' });
  if (img === '') return succeed({ kind: 'none' });
  const read = readImageUpload(img, label);
  if ('problem' in read) return fail(400, reasons.invalidImage(read.problem));
  const encoded = await images.encodeUpload({ bytes: decodeBase64(read.upload.base64), contentType: read.upload.type }, label);
  return encoded.ok ? succeed({ kind: 'new', ...identified(encoded.value) }) : encoded;
}

/** The image a record shows after `choice`, when it showed `currentId`. */
export const imageIdAfter = (choice: ImageChoice, currentId: string | null): string | null =>
  choice.kind === 'unchanged' ? currentId : choice.kind === 'none' ? null : choice.id;

/** One of the seed's own drawings, kept and recorded: its id. */
export async function keepDrawing(svgDataUrl: string, { db, images }: Pick<DataDeps, 'db' | 'images'>): Promise<string> {
  const { id, image } = identified(await images.encodeDrawing(svgDataUrl));
  await images.put(id, image);
  await recordMedia(db, id, image);
  return id;
}
