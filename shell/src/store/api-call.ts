import type { UnknownAction } from 'redux';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { call, getContext, put, takeEvery, takeLatest, takeLeading, type CallEffect, type GetContextEffect } from 'redux-saga/effects';
import type { ApiClient } from 'api-contract/client';
import { isApiError } from 'api-contract/api-error';
import { createAsyncAction, type ActionError, type ActionMeta, type PayloadAction } from './actions';
import { serverWordsFor } from '../i18n/server-words-catalogues';

/**
 * Calls the API client the store was created with (saga context `api`), typed by what the
 * call returns: `const { posts } = yield* apiCall((api) => api.getPost({ postId }))`.
 */
export function* apiCall<R>(run: (api: ApiClient) => Promise<R>): Generator<GetContextEffect | CallEffect, R, unknown> {
  const api = (yield getContext('api')) as ApiClient;
  return (yield call(run, api)) as R;
}

/**
 * The words a failure action carries. A client error (4xx) keeps the server's reason;
 * anything else uses `fallback` when given, since a stack trace tells a person nothing.
 */
export function toActionError(error: unknown, fallback?: string): ActionError {
  if (isApiError(error)) {
    const useReason = (error.status >= 400 && error.status < 500) || fallback === undefined;
    return {
      status: error.status,
      code: error.code,
      message: useReason ? serverWordsFor(error.code, error.message) : fallback,
      ...(error.sessionRejected ? { sessionRejected: true } : {}),
    };
  }
  return { status: 0, message: fallback ?? (error instanceof Error ? error.message : String(error)) };
}

/** Where a form's one call is: under way (its button waits), or refused, with why in words. */
export type CallStatus = { pending: boolean; error: string | null };
export const idleCall: CallStatus = { pending: false, error: null };

/** What `apiAction` makes of one contract call: how it is asked, answered and refused. */
export type ApiActionOptions<Request, Answer, Success> = {
  /** The contract call the request makes: `(api, { userId }) => api.approveSignup({ userId })`. */
  call: (api: ApiClient, request: Request) => Promise<Answer>;
  /** What the success carries, from the answer and the request. */
  success: (answer: Answer, request: Request) => Success;
  /** Records of the answer another slice keeps (people, in the shell's users), put before the success. */
  keep?: (answer: Answer) => UnknownAction;
  /** The success's toast, in words. */
  toast?: (answer: Answer, request: Request) => string;
  /**
   * What a failure that is not the server's refusal says: a `msg` descriptor (the slice's
   * options are made when its module loads, before the language is known), said in the language
   * of the moment it fails.
   */
  fallback: string | MessageDescriptor;
  /** Which record a failure is about (its `subject`), so its pending flag clears and its refusal shows beside it. */
  subject?: (request: Request) => string;
  /** The screen shows the refusal in place, beside what asked: no toast as well. */
  shownInPlace?: boolean;
  /**
   * Which requests are answered: `every` one (the default); `leading`, a request while one is
   * under way is dropped (a form's double submit); `latest`, one under way is dropped for the new.
   */
  take?: 'every' | 'leading' | 'latest';
};

/**
 * One contract call as the store knows it: its request, success and failure actions, and the
 * saga that answers each request (Mastodon's `createDataLoadingThunk` for redux-saga). A slice
 * writes only what differs: the call, what its success carries, its words.
 */
export function apiAction<Request, Answer, Success>(type: string, options: ApiActionOptions<Request, Answer, Success>) {
  const action = createAsyncAction<Request, Success>(type);
  function* answer({ payload: request }: PayloadAction<Request>) {
    try {
      const answered = yield* apiCall((api) => options.call(api, request));
      if (options.keep) yield put(options.keep(answered));
      const meta: ActionMeta | undefined = options.toast ? { toast: options.toast(answered, request) } : undefined;
      yield put(action.success(options.success(answered, request), meta));
    } catch (error) {
      const fallback = typeof options.fallback === 'string' ? options.fallback : i18n._(options.fallback);
      const refusal = { ...toActionError(error, fallback), ...(options.subject ? { subject: options.subject(request) } : {}) };
      yield put(action.failure(refusal, options.shownInPlace ? { silent: true } : undefined));
    }
  }
  const take = { every: takeEvery, leading: takeLeading, latest: takeLatest }[options.take ?? 'every'];
  return {
    ...action,
    /** A form's status after `action` (the same object when it is not one of this call's). */
    statusStep: (status: CallStatus, step: UnknownAction): CallStatus => {
      if (action.request.match(step)) return { pending: true, error: null };
      if (action.success.match(step)) return idleCall;
      if (action.failure.match(step)) return { pending: false, error: step.payload.message };
      return status;
    },
    /** The saga that answers this call's requests, run with its slice's (`yield all([approveSignup.saga(), …])`). */
    saga: function* saga(this: void) {
      yield take(action.request.type, answer);
    },
  };
}
