/**
 * Drafts kept in this browser's localStorage, per person and per thing being written (a new
 * post, an edit of one post), so what is typed outlives a reload, a crash of the tab and a failed
 * send until it is posted or thrown away. Nothing is sent anywhere: a draft is the device's.
 */
const prefix = 'social:draft:';

/** The key of `userId`'s draft of `subject` (`post:new`, `post:<id>`). */
export const draftKey = (userId: string, subject: string): string => `${prefix}${userId}:${subject}`;

/** The draft kept under `key`, or null when there is none (or it cannot be read). */
export function readDraft<T>(key: string): T | null {
  try {
    const kept = window.localStorage.getItem(key);
    return kept === null ? null : (JSON.parse(kept) as T);
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key`; false when the browser refuses it (storage full, or turned off):
 * the caller may keep less (a draft's text without its picture).
 */
export function keepDraft(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function discardDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage turned off: there was nothing kept to discard.
  }
}

/** Every draft of `userId`: signing out on a shared computer leaves nothing of theirs behind. */
export function discardDraftsOf(userId: string): void {
  try {
    const own = `${prefix}${userId}:`;
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(own)) window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
