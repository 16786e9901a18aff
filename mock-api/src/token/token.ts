import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import type { UserRef } from '../contract/entities';

/**
 * A JWT (HS256) carrying the user's `_id` and `username`, signed with the mock's fixed
 * secret. The client decodes it without verifying; only the server verifies.
 */
const secret = new TextEncoder().encode('social-mock-api-secret');

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const encodeJson = (value: unknown): string => base64Url(new TextEncoder().encode(JSON.stringify(value)));

const sign = (data: string): string => base64Url(hmac(sha256, secret, new TextEncoder().encode(data)));

export function signToken(user: UserRef): string {
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson({ _id: user._id, username: user.username })}`;
  return `${unsigned}.${sign(unsigned)}`;
}

/** The user the token names, or null when it is malformed or its signature does not match. */
export function verifyToken(token: string): UserRef | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || sign(`${header}.${payload}`) !== signature) return null;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(payload)));
    if (typeof claims !== 'object' || claims === null) return null;
    const { _id, username } = claims as Record<string, unknown>;
    return typeof _id === 'string' && typeof username === 'string' ? { _id, username } : null;
  } catch {
    return null;
  }
}
