import * as v from 'valibot';
import { fromBase64Url } from './base64url';
import { UserRefSchema } from './schemas/entities';

/** Who a token says its holder is: the spec's token carries the user's `_id` and `username`. */
export type TokenClaims = v.InferOutput<typeof UserRefSchema>;

/**
 * The claims of a JWT, read without checking its signature (only the server can): what the
 * client uses to know who is signed in. Null when the token is not a JWT with those claims.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const parsed = v.safeParse(UserRefSchema, payloadOf(token));
  return parsed.success ? { _id: parsed.output._id, username: parsed.output.username } : null;
}

/**
 * The session a token belongs to (its `sid` claim), read without checking its signature: the
 * API reads it once the signature holds. Null for a token from before sessions, which the API
 * refuses.
 */
export function readTokenSession(token: string): string | null {
  const parsed = v.safeParse(v.object({ sid: v.string() }), payloadOf(token));
  return parsed.success ? parsed.output.sid : null;
}

/** A JWT's payload as JSON, unchecked; null when the token is not three parts with a JSON middle. */
function payloadOf(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1])));
  } catch {
    return null;
  }
}
