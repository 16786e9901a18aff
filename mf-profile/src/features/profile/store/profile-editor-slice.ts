import { t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { put, takeLatest } from 'redux-saga/effects';
import type { ProfileData } from 'api-contract/payloads';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { discardOwnDraft, draftOwner, keepDraftAgain } from 'shell/draft-saga';
import { usersReceived } from 'shell/users';
import { holdsSent, profileDraftSubject, withoutPicture, type ProfileDraft } from './profile-drafts';

/**
 * The profile editor's state: whether a change is being saved or the last one failed, and how
 * many the server has stored (an open editor closes when it grows). The profile itself is kept
 * where every user is (the shell's users, by id), which the stored change updates.
 */
export type ProfileEditorState = { status: 'idle' | 'saving' | 'failed'; saves: number };

/** A change of the profile; `draft` is Edit profile's, kept again if the server does not store it. */
export const updateProfile = createAsyncAction<{ profile: ProfileData; draft?: ProfileDraft }, void>('profileEditor/update');

const initialProfileEditorState: ProfileEditorState = { status: 'idle', saves: 0 };

export function profileEditorReducer(state: ProfileEditorState = initialProfileEditorState, action: UnknownAction): ProfileEditorState {
  if (updateProfile.request.match(action)) return { ...state, status: 'saving' };
  if (updateProfile.success.match(action)) return { status: 'idle', saves: state.saves + 1 };
  if (updateProfile.failure.match(action)) return { ...state, status: 'failed' };
  return state;
}

type WithProfileEditor = { profileEditor?: ProfileEditorState };
export const selectProfileStatus = (state: WithProfileEditor) => (state.profileEditor ?? initialProfileEditorState).status;
export const selectProfileSaves = (state: WithProfileEditor) => (state.profileEditor ?? initialProfileEditorState).saves;

function* updateProfileWorker(action: PayloadAction<{ profile: ProfileData; draft?: ProfileDraft }>) {
  const { profile, draft } = action.payload;
  const sender = yield* draftOwner();
  try {
    const { user } = yield* apiCall((api) => api.editProfile({ body: profile }));
    yield put(usersReceived([user]));
    // A draft with a new picture stayed while it was sent: stored, it goes if it still holds what was sent.
    if (draft) yield* discardOwnDraft(profileDraftSubject, holdsSent(draft), sender);
    yield put(updateProfile.success(undefined, { toast: t`Profile Updated!` }));
  } catch (error) {
    // Edit profile may have been closed meanwhile: its words wait there for the next opening.
    if (draft) yield* keepDraftAgain(profileDraftSubject, { whole: draft, smaller: withoutPicture(draft) }, sender);
    yield put(updateProfile.failure(toActionError(error, t`Could not update the profile.`)));
  }
}

export function* profileEditorSaga() {
  yield takeLatest(updateProfile.request.type, updateProfileWorker);
}
