/** An app's sign-in screen, loaded when opened (shell/src/app/account-pages.ts). */
export { AuthorizeAppPage } from './components/authorize-app-page';
