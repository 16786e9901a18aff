import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { toBase64Url } from 'api-contract/base64url';
import type { UserRef } from 'api-contract/entities';
import { readTokenClaims } from 'api-contract/token-claims';

/**
 * The mock's token: a JWT (HS256) carrying the user's `_id` and `username`, signed with a
 * fixed secret as the spec's mock does. The secret is published with the code, so the real
 * server refuses these tokens. The client decodes a token without verifying; only the server
 * (here, the mock) verifies.
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
  const [header, payload, signature, ...extra] = token.split('.');
  if (!header || !payload || !signature || extra.length > 0 || sign(`${header}.${payload}`) !== signature) return null;
  return readTokenClaims(token);
}
