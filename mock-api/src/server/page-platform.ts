import { hmac } from '@noble/hashes/hmac';
import { pbkdf2 } from '@noble/hashes/pbkdf2';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils';
import { toBase64Url } from 'api-contract/base64url';
import { succeed } from 'api-contract/rules/result';
import { readTokenClaims, readTokenSession } from 'api-contract/token-claims';
import type { ImageStore, Jobs, PasswordHasher, Tokens } from 'api-core/platform';

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

/**
 * The mock's token: a JWT (HS256) carrying the user's `_id` and `username`, signed with a fixed
 * secret as the spec's mock does. The secret is published with the code, so the real server
 * refuses these tokens. The client reads a token without checking it; only the API checks it.
 */
const secret = new TextEncoder().encode('social-mock-api-secret');
const encodeJson = (value: unknown): string => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const sign = (data: string): string => toBase64Url(hmac(sha256, secret, new TextEncoder().encode(data)));

export const pageTokens: Tokens = {
  issue: ({ _id, username, sessionId }) => {
    const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson({ _id, username, sid: sessionId })}`;
    return Promise.resolve(`${unsigned}.${sign(unsigned)}`);
  },
  read: (token) => {
    const [header, payload, signature, ...extra] = token.split('.');
    const signed = header && payload && signature && extra.length === 0 && sign(`${header}.${payload}`) === signature;
    const claims = signed ? readTokenClaims(token) : null;
    return Promise.resolve(claims && { ...claims, sessionId: readTokenSession(token) });
  },
  linkToken: (purpose, id) => Promise.resolve(sign(`${purpose}:${id}`)),
};

/**
 * The page runs no work after answering: it sends no mail (the community's `mail` is off, so
 * nothing is ever enqueued), and admins see no queues. It does not federate either: what would
 * go to the people of other servers it was given (`followedFromElsewhere`) goes nowhere. Any
 * other job enqueued here is a mistake, said.
 */
export const pageJobs: Jobs = {
  enqueue: (_tx, job) =>
    job.name.startsWith('federation.') ? Promise.resolve() : Promise.reject(new Error(`The page's mock runs no jobs (${job.name}).`)),
  queues: () => Promise.resolve([]),
};

const base64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/**
 * Images as they were sent (the server re-encodes them; a page has no encoder to spare), each kept
 * as its data URL; their size unknown, as nothing decoded them (only other servers are told it).
 */
export function createPageImageStore(): ImageStore {
  const kept = new Map<string, { bytes: Uint8Array; dataUrl: string }>();
  return {
    encodeUpload: (upload) => Promise.resolve(succeed({ ...upload, size: null })),
    encodeDrawing: (svgDataUrl) =>
      Promise.resolve({
        bytes: new TextEncoder().encode(decodeURIComponent(svgDataUrl.slice(svgDataUrl.indexOf(',') + 1))),
        contentType: 'image/svg+xml',
        size: null,
      }),
    put: (id, { bytes, contentType }) => {
      kept.set(id, { bytes, dataUrl: `data:${contentType};base64,${base64(bytes)}` });
      return Promise.resolve();
    },
    addressOf: (id) => kept.get(id)?.dataUrl ?? '',
    get: (id) => Promise.resolve(kept.get(id)?.bytes ?? null),
    remove: (id) => {
      kept.delete(id);
      return Promise.resolve();
    },
  };
}
