import { pbkdf2 } from '@noble/hashes/pbkdf2';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils';
import { succeed } from 'api-contract/rules/result';
import type { ImageStore, PasswordHasher, Tokens } from 'api-core/platform';
import { signToken, verifyToken } from './token';

/**
 * What the API runs on in a page: a light password hash (a mock's passwords are the seed's,
 * published with the code, so argon2's cost protects nothing here), the mock's published token
 * secret, and images kept in memory and shown as data URLs (an <img> in the page is not a fetch
 * Mirage could answer).
 */

const iterations = 1_000;
const derive = (password: string, salt: Uint8Array) => pbkdf2(sha256, password, salt, { c: iterations, dkLen: 32 });

export const pagePasswords: PasswordHasher = {
  hash: (password) => {
    const salt = randomBytes(16);
    return Promise.resolve(`pbkdf2-sha256$${iterations}$${bytesToHex(salt)}$${bytesToHex(derive(password, salt))}`);
  },
  matches: (passwordHash, password) => {
    const [scheme, , salt = '', hash] = passwordHash.split('$');
    return Promise.resolve(scheme === 'pbkdf2-sha256' && bytesToHex(derive(password, hexToBytes(salt))) === hash);
  },
};

export const pageTokens: Tokens = {
  issue: (user) => Promise.resolve(signToken(user)),
  read: (token) => Promise.resolve(verifyToken(token)),
};

const base64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/** Images as they were sent (the server re-encodes them; a page has no encoder to spare), each kept as its data URL. */
export function createPageImageStore(): ImageStore {
  const kept = new Map<string, string>();
  return {
    encodeUpload: (upload) => Promise.resolve(succeed(upload)),
    encodeDrawing: (svgDataUrl) =>
      Promise.resolve({
        bytes: new TextEncoder().encode(decodeURIComponent(svgDataUrl.slice(svgDataUrl.indexOf(',') + 1))),
        contentType: 'image/svg+xml',
      }),
    put: (id, { bytes, contentType }) => {
      kept.set(id, `data:${contentType};base64,${base64(bytes)}`);
      return Promise.resolve();
    },
    addressOf: (id) => kept.get(id) ?? '',
  };
}
