import { all, fork } from 'redux-saga/effects';
import { withEnglish } from 'shell/i18n';
import type { RemoteModule } from 'shell/remote-module';
import {
  AdminPage,
  invitesReducer,
  invitesSaga,
  jobsReducer,
  jobsSaga,
  resetLinksReducer,
  resetLinksSaga,
  serversReducer,
  serversSaga,
  signupsReducer,
  signupsSaga,
  staffReducer,
  staffSaga,
} from './features/admin';
import { ModerationPage, logReducer, logSaga, reportsReducer, reportsSaga } from './features/moderation';
import * as english from './locales/en.po';

function* adminSaga() {
  yield all([
    fork(signupsSaga),
    fork(invitesSaga),
    fork(staffSaga),
    fork(jobsSaga),
    fork(resetLinksSaga),
    fork(serversSaga),
    fork(reportsSaga),
    fork(logSaga),
  ]);
}

/**
 * mf-admin's module: the admin screen, with a slice per section (the waiting signups, the invite
 * codes, the staff, the server's mail and background work, the other servers, the reset link made last), and the
 * moderation screen, with the queue of reports and the moderation log; the people themselves are
 * the shell's users.
 */
export const adminModule: RemoteModule<'mf_admin'> = {
  id: 'mf_admin',
  reducers: {
    adminSignups: signupsReducer,
    adminInvites: invitesReducer,
    adminStaff: staffReducer,
    adminJobs: jobsReducer,
    adminResetLinks: resetLinksReducer,
    adminServers: serversReducer,
    moderationReports: reportsReducer,
    moderationLog: logReducer,
  },
  saga: adminSaga,
  pages: { admin: AdminPage, moderation: ModerationPage },
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
};

export default adminModule;
