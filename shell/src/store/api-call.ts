import { call, getContext, type CallEffect, type GetContextEffect } from 'redux-saga/effects';
import type { ApiClient } from 'api-contract/client';
import { isApiError } from 'api-contract/api-error';
import type { ActionError } from './actions';

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
      message: useReason ? error.message : fallback,
      ...(error.sessionRejected ? { sessionRejected: true } : {}),
    };
  }
  return { status: 0, message: fallback ?? (error instanceof Error ? error.message : String(error)) };
}
