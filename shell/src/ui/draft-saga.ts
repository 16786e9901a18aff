import { select } from 'redux-saga/effects';
import { selectSignedIn } from '../features/session';
import { discardDraft, draftKey, keepDraft, readDraft } from './drafts';

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
export function* keepDraftAgain(subject: string, { whole, smaller }: DraftSent, senderId: string | null) {
  const key = yield* sendersDraftKey(subject, senderId);
  if (key === null || readDraft<unknown>(key) !== null) return;
  if (!keepDraft(key, whole) && smaller !== undefined) keepDraft(key, smaller);
}

/** Who is signed in as a send starts: whose draft a failure of it may keep again. */
export function* draftOwner() {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  return me?._id ?? null;
}

/**
 * Once the server has what a draft kept until then held (a message with a picture, which the page
 * uploads first), the sender's draft of `subject` has done its work, if it still holds what was sent.
 */
export function* discardOwnDraft<T>(subject: string, heldSent: (kept: T) => boolean, senderId: string | null) {
  const key = yield* sendersDraftKey(subject, senderId);
  if (key === null) return;
  const kept = readDraft<T>(key);
  if (kept !== null && heldSent(kept)) discardDraft(key);
}

/** The key of the sender's draft of `subject` while the sender is still the one signed in; null otherwise. */
function* sendersDraftKey(subject: string, senderId: string | null) {
  const me = yield* draftOwner();
  // Signed out meanwhile, or someone else signed in: their drafts are not the sender's words.
  return me !== null && me === senderId ? draftKey(me, subject) : null;
}
