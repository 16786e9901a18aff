import { all, fork } from 'redux-saga/effects';
import type { RemoteModule } from 'shell/remote-module';
import { AdminPage } from './features/admin/pages/admin-page';
import { invitesReducer, invitesSaga } from './features/admin/store/invites-slice';
import { signupsReducer, signupsSaga } from './features/admin/store/signups-slice';
import { staffReducer, staffSaga } from './features/admin/store/staff-slice';

function* adminSaga() {
  yield all([fork(signupsSaga), fork(invitesSaga), fork(staffSaga)]);
}

/**
 * mf-admin's module: the admin screen, with a slice per section (the waiting signups, the invite
 * codes, the staff); the people themselves are the shell's users.
 */
export const adminModule: RemoteModule<'mf_admin'> = {
  id: 'mf_admin',
  reducers: { adminSignups: signupsReducer, adminInvites: invitesReducer, adminStaff: staffReducer },
  saga: adminSaga,
  pages: { admin: AdminPage },
};

export default adminModule;
