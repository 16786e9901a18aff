export { AdminPage } from './pages/admin-page';
export { invitesReducer, invitesSaga } from './store/invites-slice';
export { jobsReducer, jobsSaga } from './store/jobs-slice';
export { resetLinksReducer, resetLinksSaga } from './store/reset-links-slice';
export { serversReducer, serversSaga } from './store/servers-slice';
export { signupsReducer, signupsSaga } from './store/signups-slice';
export { staffReducer, staffSaga } from './store/staff-slice';
