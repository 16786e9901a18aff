import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readImageUpload } from 'api-contract/images';
import { chain, fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import type { MediaStore } from './media-store';

/** Where a stored image is served; `img` in responses is this address. */
export const mediaPath = (id: string): string => `/api/media/${id}`;
export const mediaIdPattern = /^[0-9a-f]{64}$/;

/** The most pixels an upload may decode to: more is a decompression bomb, not a photo. */
const inputPixelLimit = 40_000_000;
/** The largest side a stored image keeps: a phone photo's detail, at a fraction of its bytes. */
const largestSide = 2048;

/**
 * The image an upload really is, made anew: decoded (so bytes that only look like an image are
 * refused), turned upright, shrunk to at most 2048 px a side, and encoded as WebP. Encoding
 * anew drops EXIF and GPS data and anything appended after the image.
 */
async function reencode(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { animated: true, limitInputPixels: inputPixelLimit, failOn: 'error' })
    .rotate()
    .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores `bytes` (already re-encoded) under their hash, and records them. Returns the address. */
async function keep(bytes: Buffer, media: MediaStore, db: Queryable): Promise<string> {
  const id = createHash('sha256').update(bytes).digest('hex');
  await media.put(id, bytes);
  await db.query('insert into media (id, content_type, byte_size) values ($1, $2, $3) on conflict (id) do nothing', [
    id,
    'image/webp',
    bytes.length,
  ]);
  return mediaPath(id);
}

/**
 * An uploaded image (a data URL, as the contract carries it) checked, re-encoded and stored:
 * its address, or a 400 that names `label` ("Image", "Avatar").
 */
export async function storeUpload(dataUrl: string, label: string, media: MediaStore, db: Queryable): Promise<Result<string>> {
  const read = readImageUpload(dataUrl, label);
  if ('problem' in read) return fail(400, read.problem);
  let bytes: Buffer;
  try {
    bytes = await reencode(Buffer.from(read.upload.base64, 'base64'));
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    return fail(400, tooManyPixels ? `${label} has too many pixels (at most 40 million).` : `${label} is not a valid image file.`);
  }
  return succeed(await keep(bytes, media, db));
}

/** One of the seed's own pictures (SVG drawn in code, as a data URL), stored as WebP. */
export async function storeSeedImage(svgDataUrl: string, media: MediaStore, db: Queryable): Promise<string> {
  const svg = decodeURIComponent(svgDataUrl.slice(svgDataUrl.indexOf(',') + 1));
  return keep(await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer(), media, db);
}

/**
 * The stored image an `img` of a post or profile names: none when empty, the one already kept
 * when it is the current address, or a new upload, stored now.
 */
export async function storedImageId(
  img: string,
  current: string,
  label: string,
  media: MediaStore,
  db: Queryable,
): Promise<Result<string | null>> {
  if (img === '') return succeed(null);
  const address = img === current ? succeed(img) : await storeUpload(img, label, media, db);
  return chain(address, (url) => {
    const id = url.slice(url.lastIndexOf('/') + 1);
    return mediaIdPattern.test(id) ? succeed(id) : fail(400, `${label} must be a PNG, JPEG, GIF or WebP image.`);
  });
}
