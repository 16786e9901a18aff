/** The session's screens few visits open, loaded when opened (shell/src/app/account-pages.ts). */
export { ConfirmEmailPage } from './components/confirm-email-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignupPage } from './components/signup-page';
