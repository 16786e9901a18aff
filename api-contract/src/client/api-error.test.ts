import { ApiError, isApiError } from './api-error';

test('an ApiError is recognised even when it was made by another bundle’s copy of the class', () => {
  class OtherBundleApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
      this.name = 'ApiError';
    }
  }
  expect(isApiError(new ApiError(401, 'session.ended', 'x'))).toBe(true);
  expect(isApiError(new OtherBundleApiError(401, 'session.ended', 'x'))).toBe(true);
  expect(isApiError(new Error('plain'))).toBe(false);
  expect(isApiError({ name: 'ApiError', status: 401 })).toBe(false);
  expect(isApiError(Object.assign(new Error('no code'), { name: 'ApiError', status: 401 }))).toBe(false);
});
