import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { SignJWT, jwtVerify } from 'jose';
import { UserRefSchema } from 'api-contract/entity-schemas';
import { limits } from 'api-contract/limits';
import type { Tokens } from 'api-core/platform';

/** How long a token is valid: as long as its session (which the API checks on every call). */
const lifetime = `${limits.sessionDays}d`;
const minimumSecretLength = 32;

/**
 * The secret tokens are signed with: `JWT_SECRET` when set (at least 32 characters), or else a
 * random one made once and kept in the data folder, readable by its owner only. Never a
 * constant in the code: the mock's secret is published with it.
 */
export function tokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured !== undefined) {
    if (configured.length < minimumSecretLength) throw new Error(`JWT_SECRET must be at least ${minimumSecretLength} characters long.`);
    return new TextEncoder().encode(configured);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** HS256 tokens valid for a week: the algorithm is pinned when reading (no `alg: none`), and `exp` is required. */
export function createTokens(secret: Uint8Array): Tokens {
  return {
    issue: (holder) =>
      new SignJWT({ _id: holder._id, username: holder.username, sid: holder.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(secret),
    read: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const claims = v.safeParse(UserRefSchema, payload);
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        return claims.success ? { _id: claims.output._id, username: claims.output.username, sessionId } : null;
      } catch {
        return null;
      }
    },
    // Its purpose is part of what is signed: a link's token is never another kind's.
    linkToken: (purpose, id) => Promise.resolve(createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')),
  };
}
