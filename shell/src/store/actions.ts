import type { UnknownAction } from 'redux';
import type { ApiErrorCode } from 'api-contract/api-error';

/** What a failure action carries: the reason in words, the code programs branch on, and the HTTP status (0: no answer). */
export type ActionError = {
  message: string;
  status: number;
  /** The refusal's code (`post.not_found`), when the API answered one: what a reducer or a screen branches on, never the words. */
  code?: ApiErrorCode;
  /** The id the failed call was about (a post, a user), so its pending flag can be cleared. */
  subject?: string;
  /** The server refused the session: the sign-out's one message speaks for this failure. */
  sessionRejected?: boolean;
  /** The change the screen showed while the call was under way, now to be dropped. */
  changeId?: string;
};

/** Optional effects of an action, carried out in one place (the notify middleware). */
export type ActionMeta = {
  /** A success toast to show. */
  toast?: string;
  /** A failure whose message the page shows itself, so no toast is needed. */
  silent?: boolean;
};

export type PayloadAction<P> = { type: string; payload: P; meta?: ActionMeta };

export type ActionCreator<P> = ((payload: P, meta?: ActionMeta) => PayloadAction<P>) & {
  type: string;
  match: (action: UnknownAction) => action is PayloadAction<P> & UnknownAction;
};

export function createAction<P = void>(type: string): ActionCreator<P> {
  const create = (payload: P, meta?: ActionMeta): PayloadAction<P> => (meta ? { type, payload, meta } : { type, payload });
  const match = (action: UnknownAction): action is PayloadAction<P> & UnknownAction => action.type === type;
  return Object.assign(create, { type, match });
}

/**
 * The request/success/failure triple of one call (the redux-saga real-world example's
 * `createRequestTypes`), typed by what each step carries.
 */
export function createAsyncAction<Request, Success>(base: string) {
  return {
    request: createAction<Request>(`${base}/request`),
    success: createAction<Success>(`${base}/success`),
    failure: createAction<ActionError>(`${base}/failure`),
  };
}

export const isFailureAction = (action: UnknownAction): action is PayloadAction<ActionError> & UnknownAction =>
  action.type.endsWith('/failure') && typeof (action as Partial<PayloadAction<ActionError>>).payload?.message === 'string';

type Matcher = { match: (action: UnknownAction) => boolean };
type TargetedCall = { request: Matcher; success: Matcher; failure: Matcher };

/**
 * Keeps the ids of the records that have a call under way (so their buttons wait): an id is
 * added by a request and removed by its success or failure. `key` names the payload field
 * that holds the id (`postId`, `commentId`); failures carry it as `subject`.
 */
export function trackPending(pending: string[], action: UnknownAction, calls: TargetedCall[], key: string): string[] {
  const payload = (action as Partial<PayloadAction<Record<string, unknown>>>).payload ?? {};
  for (const call of calls) {
    if (call.request.match(action)) return [...pending, String(payload[key])];
    if (call.success.match(action)) return pending.filter((id) => id !== payload[key]);
    if (call.failure.match(action)) return pending.filter((id) => id !== payload.subject);
  }
  return pending;
}
