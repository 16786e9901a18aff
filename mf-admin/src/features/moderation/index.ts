export { ModerationPage } from './pages/moderation-page';
export { logReducer, logSaga } from './store/log-slice';
export { reportsReducer, reportsSaga } from './store/reports-slice';
