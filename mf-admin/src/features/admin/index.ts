export { AdminPage } from './pages/admin-page';
export { invitesReducer, invitesSaga } from './store/invites-slice';
export { signupsReducer, signupsSaga } from './store/signups-slice';
export { staffReducer, staffSaga } from './store/staff-slice';
