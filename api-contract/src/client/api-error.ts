/** A failed call: the HTTP status (0 when the network failed) and the server's reason. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
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
  error instanceof Error && error.name === 'ApiError' && typeof (error as Partial<ApiError>).status === 'number';
