import type { UnknownAction } from 'redux';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode } from 'api-contract/api-error';
import type { AnswerBody } from 'api-contract/endpoints';
import type { AuthorizationQuery } from 'api-contract/queries';
import { apiAction } from '../../store/api-call';
import { createAction } from '../../store/actions';

/** An app's sign-in request as the consent screen shows it: the app, the scopes it asks, where the member goes back. */
export type AppAuthorization = AnswerBody<'describeAppAuthorization'>['authorization'];

/** The member's answer, to take back to the app: where to go, or the code to copy. */
export type AuthorizationOutcome = AnswerBody<'decideAppAuthorization'>['outcome'];

/** Why the request was refused: the words to show, and the code. */
type Refusal = { message: string; code?: ApiErrorCode | undefined };

/**
 * The consent screen of an app signing a member in (`/oauth/authorize`): the request as the
 * server checked it, the member's Allow or Deny under way, and its outcome. Kept only while the
 * screen is open (`authorizationLeft`).
 */
export type AppAuthorizationState = {
  loading: boolean;
  request: AppAuthorization | null;
  /** Why the request cannot be answered (an unknown app, an address it did not register...). */
  refusal: Refusal | null;
  deciding: boolean;
  outcome: AuthorizationOutcome | null;
};

export const initialAppAuthorizationState: AppAuthorizationState = {
  loading: false,
  request: null,
  refusal: null,
  deciding: false,
  outcome: null,
};

/** Reads what the app asks, checked against its registration. */
export const describeAuthorization = apiAction('apps/describeAuthorization', {
  call: (api, query: AuthorizationQuery) => api.describeAppAuthorization({ query }),
  success: ({ authorization }) => authorization,
  fallback: msg`The app's request could not be read. Please try again.`,
  shownInPlace: true,
  take: 'latest',
});

/** The member's Allow (true) or Deny (false) of the request. */
export const decideAuthorization = apiAction('apps/decideAuthorization', {
  call: (api, body: AuthorizationQuery & { allow: boolean }) => api.decideAppAuthorization({ body }),
  success: ({ outcome }) => outcome,
  fallback: msg`Your answer could not be sent. Please try again.`,
  shownInPlace: true,
  take: 'leading',
});

/** The consent screen closed: what it showed is forgotten. */
export const authorizationLeft = createAction('apps/authorizationLeft');

export function appAuthorizationReducer(
  state: AppAuthorizationState = initialAppAuthorizationState,
  action: UnknownAction,
): AppAuthorizationState {
  if (describeAuthorization.request.match(action)) return { ...initialAppAuthorizationState, loading: true };
  if (describeAuthorization.success.match(action)) return { ...state, loading: false, request: action.payload };
  if (describeAuthorization.failure.match(action))
    return { ...state, loading: false, refusal: { message: action.payload.message, code: action.payload.code } };
  if (decideAuthorization.request.match(action)) return { ...state, deciding: true, refusal: null };
  if (decideAuthorization.success.match(action)) return { ...state, deciding: false, outcome: action.payload };
  if (decideAuthorization.failure.match(action))
    return { ...state, deciding: false, refusal: { message: action.payload.message, code: action.payload.code } };
  if (authorizationLeft.match(action)) return initialAppAuthorizationState;
  return state;
}

export const selectAppAuthorization = (state: { appAuthorization?: AppAuthorizationState }) =>
  state.appAuthorization ?? initialAppAuthorizationState;

export function* appAuthorizationSaga() {
  yield* describeAuthorization.saga();
  yield* decideAuthorization.saga();
}
