import { select } from 'redux-saga/effects';
import { selectSignedIn } from '../features/session/session-slice';
import { discardDraft, draftKey } from './drafts';

/** Once the server has what a draft of `subject` held, the signed-in person's draft has done its work. */
export function* discardOwnDraft(subject: string) {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  if (me) discardDraft(draftKey(me._id, subject));
}
