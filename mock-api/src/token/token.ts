import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { toBase64Url } from '../contract/base64url';
import type { UserRef } from '../contract/entities';
import { readTokenClaims } from '../contract/token-claims';

/**
 * A JWT (HS256) carrying the user's `_id` and `username`, signed with the mock's fixed
 * secret. The client decodes it without verifying; only the server verifies.
 */
const secret = new TextEncoder().encode('social-mock-api-secret');

const encodeJson = (value: unknown): string => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

const sign = (data: string): string => toBase64Url(hmac(sha256, secret, new TextEncoder().encode(data)));

export function signToken(user: UserRef): string {
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson({ _id: user._id, username: user.username })}`;
  return `${unsigned}.${sign(unsigned)}`;
}

/** The user the token names, or null when it is malformed or its signature does not match. */
export function verifyToken(token: string): UserRef | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || sign(`${header}.${payload}`) !== signature) return null;
  return readTokenClaims(token);
}
