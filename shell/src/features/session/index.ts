export { LoginPage } from './components/login-page';
export { RequireAuth } from './components/require-auth';
export {
  initialPasswordResetState,
  passwordResetReducer,
  passwordResetSaga,
  selectPasswordReset,
  type PasswordResetState,
} from './password-reset-slice';
export { sessionEndNotice } from './session-end';
export { sessionSaga } from './session-saga';
export {
  initialSessionState,
  login,
  logout,
  logoutRequested,
  selectIsSignedIn,
  selectSession,
  selectSignedIn,
  sessionReducer,
  sessionSynced,
  signup,
  type SessionState,
  type SignedIn,
} from './session-slice';
export { readStoredSession, sessionStorageKey, writeStoredSession, type StoredSession, type StoredSessionRead } from './session-storage';
