import type { ErrorCode } from '../error-codes';

/** What a failure not answered by the API is coded: no answer at all, or one not in the contract's shape. */
export type ClientErrorCode = 'network.unreachable' | 'server.unreadable';

/** Every code a failed call may carry. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: the HTTP status (0 when the network failed), the code to branch on, and the server's words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The server no longer accepts the session the call was made with. */
    readonly sessionRejected = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Checked by shape, not `instanceof`: the client that threw may come from another federated
 * bundle (the shell's), whose copy of this class is a different object from the caller's.
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  typeof (error as Partial<ApiError>).status === 'number' &&
  typeof (error as Partial<ApiError>).code === 'string';
