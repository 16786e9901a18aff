export {
  appAuthorizationReducer,
  appAuthorizationSaga,
  initialAppAuthorizationState,
  type AppAuthorizationState,
} from './app-authorization-slice';
