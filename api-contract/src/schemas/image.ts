import * as v from 'valibot';
import { acceptedImageTypes, limits } from '../limits';

type AcceptedType = (typeof acceptedImageTypes)[number];

/** `data:<type>;base64,<data>`, as a browser reads a picked file. One pass, no backtracking. */
const dataUrlPattern = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes each accepted type starts with, so a renamed text file is caught. */
const signatures: Record<AcceptedType, (bytes: number[]) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47].every((value, index) => b[index] === value),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => [0x47, 0x49, 0x46, 0x38].every((value, index) => b[index] === value),
  'image/webp': (b) => [0x52, 0x49, 0x46, 0x46].every((value, index) => b[index] === value) && b[8] === 0x57 && b[9] === 0x45,
};

const isAcceptedType = (type: string): type is AcceptedType => (acceptedImageTypes as readonly string[]).includes(type);

/**
 * The accepted type a file's first bytes say it is, or null: for an upload whose sender named no
 * type of its own (an app's multipart file sent as `application/octet-stream`).
 */
export const imageTypeOf = (firstBytes: ArrayLike<number>): AcceptedType | null =>
  acceptedImageTypes.find((type) => signatures[type](Array.from(firstBytes).slice(0, 12))) ?? null;

function leadingBytes(base64: string, count: number): number[] {
  const binary = atob(base64.slice(0, Math.ceil(count / 3) * 4));
  return Array.from(binary, (char) => char.charCodeAt(0));
}

const decodedSize = (base64: string): number => (base64.length * 3) / 4 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** An uploaded image as the contract carries it: a data URL, read into its parts. */
export type ImageUpload = { type: AcceptedType; base64: string };

/**
 * Why the data URL `value` is not an acceptable image (a message naming `label`), or its parts.
 * An accepted type whose first bytes really are that type, whole base64, within the size
 * limit. SVG is not accepted: it can carry script.
 */
export function readImageUpload(value: string, label: string): { upload: ImageUpload } | { problem: string } {
  const match = dataUrlPattern.exec(value);
  const [type, base64] = [match?.[1] ?? '', match?.[2] ?? ''];
  if (!match || !isAcceptedType(type)) return { problem: `${label} must be a PNG, JPEG, GIF or WebP image.` };
  if (base64.length % 4 !== 0 || !signatures[type](leadingBytes(base64, 12))) return { problem: `${label} is not a valid image file.` };
  if (decodedSize(base64) > limits.imageMaxBytes) return { problem: `${label} must be at most ${limits.imageMaxBytes / 1024 / 1024} MB.` };
  return { upload: { type, base64 } };
}

/** An image field: empty (no image) or an acceptable image data URL. */
export function imageField(label: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be a PNG, JPEG, GIF or WebP image.`)), ''),
    v.transform((value) => value ?? ''),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const read = readImageUpload(dataset.value, label);
      if ('problem' in read) addIssue({ message: read.problem });
    }),
  );
}
