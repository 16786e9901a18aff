import { all, fork } from 'redux-saga/effects';
import type { RemoteModule } from 'shell/remote-module';
import { ProfilePage } from './features/profile/pages/profile-page';
import { profileEditorReducer, profileEditorSaga } from './features/profile/store/profile-editor-slice';
import { SettingsPage } from './features/settings/pages/settings-page';
import { passwordChangeReducer, passwordSaga } from './features/settings/store/password-slice';
import { sessionsReducer, sessionsSaga } from './features/settings/store/sessions-slice';

function* profileSaga() {
  yield all([fork(profileEditorSaga), fork(sessionsSaga), fork(passwordSaga)]);
}

/**
 * mf-profile's module: the profile page and the person's settings beside it, with the profile
 * editor's, the sessions' and the password change's state (the people themselves are the shell's users).
 */
export const profileModule: RemoteModule<'mf_profile'> = {
  id: 'mf_profile',
  reducers: { profileEditor: profileEditorReducer, sessions: sessionsReducer, passwordChange: passwordChangeReducer },
  saga: profileSaga,
  pages: { profile: ProfilePage, settings: SettingsPage },
};

export default profileModule;
