import type { User } from 'mock-api/entities';

/** The session as the spec keeps it: token and user under the local-storage entry `user`. */
export type StoredSession = { token: string; user: User };

export const sessionStorageKey = 'user';

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return typeof parsed.token === 'string' && parsed.user ? { token: parsed.token, user: parsed.user } : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(sessionStorageKey, JSON.stringify(session));
    else localStorage.removeItem(sessionStorageKey);
  } catch {
    // Storage full or blocked: the session still works until the page is closed.
  }
}
