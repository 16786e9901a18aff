import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fail, succeed } from 'api-contract/rules/result';
import type { EncodedImage, ImageStore } from 'api-core/platform';

/** Where a kept image is served; `img` in answers is this address. */
export const mediaPath = (id: string): string => `/api/media/${id}`;
export const mediaIdPattern = /^[0-9a-f]{64}$/;

/** The most pixels an upload may decode to: more is a decompression bomb, not a photo. */
const inputPixelLimit = 40_000_000;
/** The largest side a kept image keeps: a phone photo's detail, at a fraction of its bytes. */
const largestSide = 2048;

/**
 * The image an upload really is, made anew: decoded (so bytes that only look like an image are
 * refused), turned upright, shrunk to at most 2048 px a side, and encoded as WebP. Encoding
 * anew drops EXIF and GPS data and anything appended after the image.
 */
async function reencode(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { animated: true, limitInputPixels: inputPixelLimit, failOn: 'error' })
    .rotate()
    .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The server's image store: images encoded anew as WebP, kept as files in `dir`, served at `/api/media/<id>`. */
export function createFileImageStore(dir: string): ImageStore {
  const fileOf = (id: string) => path.join(dir, id);
  return {
    encodeUpload: async ({ bytes }, label) => {
      try {
        return succeed({ bytes: await reencode(bytes), contentType: 'image/webp' });
      } catch (error) {
        const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
        return fail(400, tooManyPixels ? `${label} has too many pixels (at most 40 million).` : `${label} is not a valid image file.`);
      }
    },
    encodeDrawing: async (svgDataUrl): Promise<EncodedImage> => {
      const svg = decodeURIComponent(svgDataUrl.slice(svgDataUrl.indexOf(',') + 1));
      return { bytes: await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer(), contentType: 'image/webp' };
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
