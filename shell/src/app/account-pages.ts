/** The screens of the "account-pages" chunk (routes.tsx): none is in the shell's first chunk. */
export { ConfirmEmailPage, ForgotPasswordPage, ResetPasswordPage, SignupPage } from '../features/session/pages';
export { AuthorizeAppPage } from '../features/apps/pages';
