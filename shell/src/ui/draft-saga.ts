import { select } from 'redux-saga/effects';
import { selectSignedIn } from '../features/session';
import { discardDraft, draftKey, readDraft } from './drafts';

/**
 * Once the server has what a draft of `subject` held, the signed-in person's draft has done its
 * work. `heldSent`: whether the kept draft is what was sent, for an editor that may be writing
 * the next one meanwhile (a reply form opened again while its reply is sent).
 */
export function* discardOwnDraft<T>(subject: string, heldSent: (kept: T) => boolean = () => true) {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  if (!me) return;
  const key = draftKey(me._id, subject);
  const kept = readDraft<T>(key);
  if (kept !== null && heldSent(kept)) discardDraft(key);
}
