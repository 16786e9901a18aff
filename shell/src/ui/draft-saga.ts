import { select } from 'redux-saga/effects';
import { selectSignedIn } from '../features/session';
import { draftKey, keepDraft, readDraft } from './drafts';

/**
 * A draft as its editor sent it, for its saga to keep again if the send fails (opaque to the
 * saga: the editor reads it back): whole, and what to keep when the browser has no room for it.
 */
export type DraftSent = { whole: unknown; smaller?: unknown };

/**
 * A send the server refused, or could not be reached for: its draft, thrown away as it went (so a
 * reload while it was on its way leaves nothing to send twice), is kept again for the editor to
 * open on, unless another draft of `subject` was written meanwhile.
 */
export function* keepDraftAgain(subject: string, { whole, smaller }: DraftSent) {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  if (!me) return;
  const key = draftKey(me._id, subject);
  if (readDraft<unknown>(key) !== null) return;
  if (!keepDraft(key, whole) && smaller !== undefined) keepDraft(key, smaller);
}
