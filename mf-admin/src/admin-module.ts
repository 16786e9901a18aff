import { all, fork } from 'redux-saga/effects';
import type { RemoteModule } from 'shell/remote-module';
import { AdminPage } from './features/admin/pages/admin-page';
import { invitesReducer, invitesSaga } from './features/admin/store/invites-slice';
import { signupsReducer, signupsSaga } from './features/admin/store/signups-slice';
import { staffReducer, staffSaga } from './features/admin/store/staff-slice';
import { ModerationPage } from './features/moderation/pages/moderation-page';
import { logReducer, logSaga } from './features/moderation/store/log-slice';
import { reportsReducer, reportsSaga } from './features/moderation/store/reports-slice';

function* adminSaga() {
  yield all([fork(signupsSaga), fork(invitesSaga), fork(staffSaga), fork(reportsSaga), fork(logSaga)]);
}

/**
 * mf-admin's module: the admin screen, with a slice per section (the waiting signups, the invite
 * codes, the staff), and the moderation screen, with the queue of reports and the moderation
 * log; the people themselves are the shell's users.
 */
export const adminModule: RemoteModule<'mf_admin'> = {
  id: 'mf_admin',
  reducers: {
    adminSignups: signupsReducer,
    adminInvites: invitesReducer,
    adminStaff: staffReducer,
    moderationReports: reportsReducer,
    moderationLog: logReducer,
  },
  saga: adminSaga,
  pages: { admin: AdminPage, moderation: ModerationPage },
};

export default adminModule;
