import { t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { put, takeLatest } from 'redux-saga/effects';
import type { ProfileData } from 'api-contract/payloads';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { usersReceived } from 'shell/users';

/**
 * The profile editor's state: whether a change is being saved, and how many the server has
 * stored (an open editor closes when it grows). The profile itself is kept where every user is
 * (the shell's users, by id), which the stored change updates.
 */
export type ProfileEditorState = { status: 'idle' | 'saving'; saves: number };

export const updateProfile = createAsyncAction<ProfileData, void>('profileEditor/update');

const initialProfileEditorState: ProfileEditorState = { status: 'idle', saves: 0 };

export function profileEditorReducer(state: ProfileEditorState = initialProfileEditorState, action: UnknownAction): ProfileEditorState {
  if (updateProfile.request.match(action)) return { ...state, status: 'saving' };
  if (updateProfile.success.match(action)) return { status: 'idle', saves: state.saves + 1 };
  if (updateProfile.failure.match(action)) return { ...state, status: 'idle' };
  return state;
}

type WithProfileEditor = { profileEditor?: ProfileEditorState };
export const selectProfileStatus = (state: WithProfileEditor) => (state.profileEditor ?? initialProfileEditorState).status;
export const selectProfileSaves = (state: WithProfileEditor) => (state.profileEditor ?? initialProfileEditorState).saves;

function* updateProfileWorker(action: PayloadAction<ProfileData>) {
  try {
    const { user } = yield* apiCall((api) => api.editProfile({ body: action.payload }));
    yield put(usersReceived([user]));
    yield put(updateProfile.success(undefined, { toast: t`Profile Updated!` }));
  } catch (error) {
    yield put(updateProfile.failure(toActionError(error, t`Could not update the profile.`)));
  }
}

export function* profileEditorSaga() {
  yield takeLatest(updateProfile.request.type, updateProfileWorker);
}
