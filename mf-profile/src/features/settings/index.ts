export { SettingsPage } from './pages/settings-page';
export { accountDeletionReducer, accountExportReducer, accountSaga, passwordChangeReducer } from './store/account-slice';
export { safetyListsReducer, safetyListsSaga } from './store/safety-lists-slice';
export { sessionsReducer, sessionsSaga } from './store/sessions-slice';
export { emailReducer, emailSaga } from './store/email-slice';
export { twoFactorReducer, twoFactorSaga } from './store/two-factor-slice';
export { followRequestsReducer, followRequestsSaga } from './store/follow-requests-slice';
