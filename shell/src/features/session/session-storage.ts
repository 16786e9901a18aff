import * as v from 'valibot';
import type { User } from 'api-contract/entities';
import { UserSchema } from 'api-contract/entity-schemas';
import { readTokenClaims } from 'api-contract/token-claims';

/** The session as the spec keeps it: token and user under the local-storage entry `user`. */
export type StoredSession = { token: string; user: User };

/** What reading the entry found: a session, none, or one that was there but unusable. */
export type StoredSessionRead = { session: StoredSession | null; discarded: boolean };

export const sessionStorageKey = 'user';

const StoredSessionSchema = v.object({ token: v.string(), user: UserSchema });

/**
 * The session in `raw`, if it holds together: a user record of the contract's shape, and a
 * token whose claims name that same user. Anything else (edited by hand, left by an older
 * version, another user's record beside the token) is not a session.
 */
export function parseStoredSession(raw: string): StoredSession | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredSessionSchema, value);
  if (!parsed.success) return null;
  const { token, user } = parsed.output;
  const claims = readTokenClaims(token);
  if (!claims || claims._id !== user._id || claims.username !== user.username) return null;
  return { token, user };
}

/** Reads the kept session; an unusable one is removed, and reported as discarded. */
export function readStoredSession(): StoredSessionRead {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(sessionStorageKey);
  } catch {
    // Storage blocked: there is no kept session.
  }
  if (raw === null) return { session: null, discarded: false };
  const session = parseStoredSession(raw);
  if (!session) writeStoredSession(null);
  return { session, discarded: session === null };
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(sessionStorageKey, JSON.stringify(session));
    else localStorage.removeItem(sessionStorageKey);
  } catch {
    // Storage full or blocked: the session still works until the page is closed.
  }
}
