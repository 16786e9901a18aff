export { ForgotPasswordPage } from './components/forgot-password-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { ConfirmEmailPage } from './components/confirm-email-page';
export { RequireAuth } from './components/require-auth';
export { SignupPage } from './components/signup-page';
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
