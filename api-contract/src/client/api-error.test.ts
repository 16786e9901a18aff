import { ApiError, isApiError } from './api-error';

test('an ApiError is recognised even when it was made by another bundle’s copy of the class', () => {
  class OtherBundleApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
      this.name = 'ApiError';
    }
  }
  expect(isApiError(new ApiError(401, 'x'))).toBe(true);
  expect(isApiError(new OtherBundleApiError(401, 'x'))).toBe(true);
  expect(isApiError(new Error('plain'))).toBe(false);
  expect(isApiError({ name: 'ApiError', status: 401 })).toBe(false);
});
