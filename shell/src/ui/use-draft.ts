import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../features/session';
import { discardDraft, draftKey, keepDraft, readDraft } from './drafts';

/** How long typing pauses before the draft is written, so a picture's data is not written per keystroke. */
const keepAfterMs = 300;

type DraftRules<T> = {
  /** Whether a value holds nothing worth keeping (empty, or the post as it is). */
  isEmpty: (value: T) => boolean;
  /** What to keep when the browser refuses the whole value (its text without its picture). */
  smaller?: (value: T) => T;
};

/** The key of the signed-in person's draft of a subject; null when nobody is signed in. */
function useDraftKeyOf(): (subject: string) => string | null {
  const userId = useSelector(selectSignedIn)?._id ?? null;
  return useCallback((subject: string) => (userId === null ? null : draftKey(userId, subject)), [userId]);
}

const useDraftKey = (subject: string): string | null => useDraftKeyOf()(subject);

/** Reads the signed-in person's kept draft of a subject, for an editor opened by an action (a reply form). */
export function useDraftReader<T>(): (subject: string) => T | null {
  const keyOf = useDraftKeyOf();
  return useCallback(
    (subject: string) => {
      const key = keyOf(subject);
      return key === null ? null : readDraft<T>(key);
    },
    [keyOf],
  );
}

/**
 * An editor opened again while its send was on its way, which then failed, takes the words back:
 * its saga kept them again as the draft (`keepDraftAgain`). `sendState` is the send's state as the
 * store keeps it; when it changes to one that `failed`, an editor still `empty` is given the kept
 * draft of `subject` (`take`), in the render that shows the failure, unless it holds nothing (`isEmpty`).
 */
export function useDraftTakenBack<T>(
  subject: string,
  { sendState, failed, empty, isEmpty }: { sendState: unknown; failed: boolean; empty: boolean; isEmpty?: (kept: T) => boolean },
  take: (kept: T) => void,
): void {
  const readKept = useDraftReader<T>();
  const [seen, setSeen] = useState(sendState);
  if (sendState === seen) return;
  setSeen(sendState);
  const kept = failed && empty ? readKept(subject) : null;
  if (kept && !isEmpty?.(kept)) take(kept);
}

/**
 * The signed-in person's draft of `subject` as kept when the editor opened; null when there is
 * none, or when it holds nothing but what the editor opens on (`isEmpty`: an edit the server
 * stored though its answer was lost, kept again as if refused), which then goes.
 */
export function useRestoredDraft<T>(subject: string, isEmpty?: (value: T) => boolean): T | null {
  const key = useDraftKey(subject);
  const [restored] = useState(() => {
    const kept = key === null ? null : readDraft<T>(key);
    if (key === null || kept === null || !isEmpty?.(kept)) return kept;
    discardDraft(key);
    return null;
  });
  return restored;
}

/**
 * Keeps `value` as the signed-in person's draft of `subject` as it changes: when typing pauses,
 * when the editor closes (a send closes it at once) and when the page goes, dropped once it holds
 * nothing.
 * `discard` throws the kept draft away, and what was typed since it was last written: a send
 * discards it as it goes (the saga puts it back if the server refuses it), so the editor closing
 * at once must not write it again. `keepNow` writes what waits for the pause at once, for a send
 * that keeps its draft until the server has it (its saga then throws it away).
 */
export function useKeptDraft<T>(
  subject: string,
  value: T,
  { isEmpty, smaller }: DraftRules<T>,
): { discard: () => void; keepNow: () => void } {
  const key = useDraftKey(subject);
  // One object for the life of the editor, brought up to date by each change, read by the timer and the close.
  const latest = useRef({ key, value, isEmpty, smaller, pending: false });
  const opened = useRef(value);

  useEffect(() => {
    // The value the editor opened on is kept already, or is nothing: writing it would throw away a
    // draft kept meanwhile (a send that failed while the editor was away, kept again by its saga).
    if (value === opened.current) return;
    const draft = latest.current;
    // Only something written is kept again: new rules alone (an editor's measure of empty, changed
    // by a save just stored) leave a draft kept, sent or thrown away as it is.
    const written = value !== draft.value || key !== draft.key;
    Object.assign(draft, { key, value, isEmpty, smaller, pending: draft.pending || written });
    if (!draft.pending) return;
    const timer = setTimeout(() => keep(draft), keepAfterMs);
    return () => clearTimeout(timer);
  }, [key, value, isEmpty, smaller]);
  useEffect(() => {
    const draft = latest.current;
    // A reload or a closed tab within the pause keeps the last keystrokes too.
    const keepNow = () => keep(draft);
    window.addEventListener('pagehide', keepNow);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      keep(draft);
    };
  }, []);

  const discard = useCallback(() => {
    latest.current.pending = false;
    if (key !== null) discardDraft(key);
  }, [key]);
  // A send that keeps its draft until the server has it writes it now: nothing typed in the pause
  // is left to be written later, after the saga has thrown the stored draft away.
  const keepNow = useCallback(() => keep(latest.current), []);
  return { discard, keepNow };
}

function keep<T>(draft: { key: string | null; value: T; pending: boolean } & DraftRules<T>): void {
  if (!draft.pending || draft.key === null) return;
  draft.pending = false;
  if (draft.isEmpty(draft.value)) discardDraft(draft.key);
  else if (!keepDraft(draft.key, draft.value) && draft.smaller) keepDraft(draft.key, draft.smaller(draft.value));
}
