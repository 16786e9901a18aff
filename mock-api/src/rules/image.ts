import { acceptedImageTypes, limits } from '../contract/limits';
import { fail, succeed, type Result } from './result';

const dataUrlPattern = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+=*)$/;

/** The first bytes each accepted type starts with, so a renamed text file is caught. */
const signatures: Record<(typeof acceptedImageTypes)[number], (bytes: number[]) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => [0x47, 0x49, 0x46, 0x38].every((v, i) => b[i] === v),
  'image/webp': (b) => [0x52, 0x49, 0x46, 0x46].every((v, i) => b[i] === v) && b[8] === 0x57 && b[9] === 0x45,
};

function leadingBytes(base64: string, count: number): number[] {
  const binary = atob(base64.slice(0, Math.ceil(count / 3) * 4));
  return Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Checks an uploaded image sent as a data URL: an accepted type whose bytes really are
 * that type, within the size limit. An empty value means "no image".
 */
export function validateImage(value: string, label: string): Result<string> {
  if (value === '') return succeed('');
  const match = dataUrlPattern.exec(value);
  const type = match?.[1] as (typeof acceptedImageTypes)[number] | undefined;
  const base64 = match?.[2];
  if (!type || !base64 || !acceptedImageTypes.includes(type)) {
    return fail(400, `${label} must be a PNG, JPEG, GIF or WebP image.`);
  }
  if (!signatures[type](leadingBytes(base64, 12))) {
    return fail(400, `${label} is not a valid image file.`);
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length * 3) / 4 - padding;
  if (bytes > limits.imageMaxBytes) {
    return fail(400, `${label} must be at most ${limits.imageMaxBytes / 1024 / 1024} MB.`);
  }
  return succeed(value);
}
