import type { ErrorCode, Reason } from '../error-codes';

/** What a business rule returns: the new value, or the status, code and words to answer with. */
export type Failure = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;
  code: ErrorCode;
  message: string;
};
export type Success<T> = { ok: true; value: T };
export type Result<T> = Success<T> | Failure;

export const succeed = <T>(value: T): Success<T> => ({ ok: true, value });

/** A refusal: `fail(404, reasons.postNotFound(postId))`. */
export const fail = (status: Failure['status'], { code, message }: Reason): Failure => ({ ok: false, status, code, message });

/** Runs a step that may fail after one that succeeded, stopping at the first failure. */
export function chain<A, B>(first: Result<A>, next: (value: A) => Result<B>): Result<B> {
  return first.ok ? next(first.value) : first;
}
