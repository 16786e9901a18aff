import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp, { type OutputInfo } from 'sharp';
import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import type { ImageSize, ImageStore, KeptImage } from 'api-core/platform';

/** Where a kept image is served; `img` in answers is this address. */
export const mediaPath = (id: string): string => `/api/media/${id}`;
export const mediaIdPattern = /^[0-9a-f]{64}$/;

/**
 * The most pixels an upload may decode to: a 24-megapixel camera's photo (6000 × 4000), about
 * 96 MB decoded. More is a decompression bomb, not a photo that fits in the 1 MB an upload may be.
 */
export const inputPixelLimit = 24_000_000;
/** The largest side a kept image keeps: a phone photo's detail, at a fraction of its bytes. */
const largestSide = 2048;
/**
 * Images decoded at once, the others waiting their turn: each decode holds one of libuv's four
 * pool threads (shared with argon2's hashing and file reads) and up to ~100 MB, so a burst of
 * uploads neither starves logins nor takes the memory of many decodes at once.
 */
const decodesAtOnce = 2;
// One libvips thread per image (its default is one per core): with two decodes at once, the two
// cores of a small server are busy with images at most, never oversubscribed.
sharp.concurrency(1);

/** An upload's bytes made fit to keep, and their size: the server's re-encoding, or a test's stand-in for it. */
export type Reencode = (bytes: Uint8Array) => Promise<{ bytes: Uint8Array; size: ImageSize }>;

/** What sharp says it wrote as an image's size: one frame's, for an animation (whose `height` is all frames'). */
const sizeWritten = (info: OutputInfo): ImageSize => ({ width: info.width, height: info.pageHeight ?? info.height });

/**
 * The image an upload really is, made anew: decoded (so bytes that only look like an image are
 * refused), turned upright, shrunk to at most 2048 px a side, and encoded as WebP. Encoding
 * anew drops EXIF and GPS data and anything appended after the image.
 */
async function reencode(bytes: Uint8Array): Promise<{ bytes: Uint8Array; size: ImageSize }> {
  const { data, info } = await sharp(bytes, { animated: true, limitInputPixels: inputPixelLimit, failOn: 'error' })
    .rotate()
    .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, size: sizeWritten(info) };
}

/**
 * The server's image store: images encoded anew as WebP (`decodesAtOnce` at a time), kept as
 * files in `dir`, served at `/api/media/<id>`.
 */
export function createFileImageStore(dir: string, { encode = reencode }: { encode?: Reencode } = {}): ImageStore {
  const fileOf = (id: string) => path.join(dir, id);
  const decoding = pLimit(decodesAtOnce);
  return {
    encodeUpload: async ({ bytes }, label) => {
      try {
        return succeed({ ...(await decoding(() => encode(bytes))), contentType: 'image/webp' });
      } catch (error) {
        const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
        return fail(
          400,
          tooManyPixels
            ? reasons.tooManyPixels(label, inputPixelLimit / 1_000_000)
            : reasons.invalidImage(`${label} is not a valid image file.`),
        );
      }
    },
    encodeDrawing: async (svgDataUrl): Promise<KeptImage> => {
      const svg = decodeURIComponent(svgDataUrl.slice(svgDataUrl.indexOf(',') + 1));
      const { data, info } = await decoding(() => sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer({ resolveWithObject: true }));
      return { bytes: data, contentType: 'image/webp', size: sizeWritten(info) };
    },
    put: async (id, { bytes }) => {
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${fileOf(id)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, fileOf(id));
    },
    addressOf: mediaPath,
    get: async (id) => {
      try {
        return await readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (id) => rm(fileOf(id), { force: true }),
  };
}
