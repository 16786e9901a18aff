import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { readImageUpload } from 'api-contract/images';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { DataDeps, EncodedImage, ImageStore } from '../platform';
import { recordMedia } from './media-store';

const decodeBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Keeps an encoded image under the hash of its bytes, and records it. Returns its id. */
async function keep(image: EncodedImage, { db, images }: DataDeps): Promise<string> {
  const id = bytesToHex(sha256(image.bytes));
  await images.put(id, image);
  await recordMedia(db, { id, contentType: image.contentType, byteSize: image.bytes.length });
  return id;
}

/** An uploaded image (a data URL, as the contract carries it) checked, encoded and kept: its id, or a 400 that names `label`. */
async function keepUpload(dataUrl: string, label: string, deps: DataDeps): Promise<Result<string>> {
  const read = readImageUpload(dataUrl, label);
  if ('problem' in read) return fail(400, read.problem);
  const encoded = await deps.images.encodeUpload({ bytes: decodeBase64(read.upload.base64), contentType: read.upload.type }, label);
  return encoded.ok ? succeed(await keep(encoded.value, deps)) : encoded;
}

/** One of the seed's own drawings, kept: its id. */
export async function keepDrawing(svgDataUrl: string, deps: DataDeps): Promise<string> {
  return keep(await deps.images.encodeDrawing(svgDataUrl), deps);
}

/**
 * The kept image an `img` field of a post or profile names: none when empty, the current one
 * when it is the current address (an edit that leaves the image alone), or a new upload, kept
 * now; a 400 naming `label` ("Image", "Avatar") when it is none of these.
 */
export async function imageIdFor(img: string, currentId: string | null, label: string, deps: DataDeps): Promise<Result<string | null>> {
  if (img === '') return succeed(null);
  if (currentId !== null && img === deps.images.addressOf(currentId)) return succeed(currentId);
  return keepUpload(img, label, deps);
}

/** The address `img` shows for an image id a row holds; empty when it holds none. */
export const imageAddress = (images: ImageStore, id: string | null): string => (id ? images.addressOf(id) : '');
