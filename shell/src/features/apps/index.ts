export { AuthorizeAppPage } from './components/authorize-app-page';
export {
  appAuthorizationReducer,
  appAuthorizationSaga,
  initialAppAuthorizationState,
  type AppAuthorizationState,
} from './app-authorization-slice';
