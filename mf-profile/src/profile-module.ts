import { all, fork } from 'redux-saga/effects';
import type { RemoteModule } from 'shell/remote-module';
import { withEnglish } from 'shell/i18n';
import { ProfilePage, profileEditorReducer, profileEditorSaga, removeFollower } from './features/profile';
import {
  SettingsPage,
  accountDeletionReducer,
  accountExportReducer,
  accountSaga,
  emailReducer,
  emailSaga,
  followRequestsReducer,
  followRequestsSaga,
  passwordChangeReducer,
  safetyListsReducer,
  safetyListsSaga,
  sessionsReducer,
  sessionsSaga,
  twoFactorReducer,
  twoFactorSaga,
} from './features/settings';
import * as english from './locales/en.po';

function* profileSaga() {
  yield all([
    fork(profileEditorSaga),
    fork(sessionsSaga),
    fork(accountSaga),
    fork(emailSaga),
    fork(safetyListsSaga),
    fork(twoFactorSaga),
    fork(followRequestsSaga),
    fork(removeFollower.saga),
  ]);
}

/**
 * mf-profile's module: the profile page and the person's settings beside it, with the profile
 * editor's and the sessions' state, the account's forms, its two-factor sign-in, the requests to follow one, and the lists of whom one blocks and mutes
 * (the people themselves are the shell's users).
 */
export const profileModule: RemoteModule<'mf_profile'> = {
  id: 'mf_profile',
  reducers: {
    profileEditor: profileEditorReducer,
    sessions: sessionsReducer,
    passwordChange: passwordChangeReducer,
    emailChange: emailReducer,
    accountDeletion: accountDeletionReducer,
    accountExport: accountExportReducer,
    safetyLists: safetyListsReducer,
    followRequests: followRequestsReducer,
    twoFactorSettings: twoFactorReducer,
  },
  saga: profileSaga,
  pages: { profile: ProfilePage, settings: SettingsPage },
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
};

export default profileModule;
