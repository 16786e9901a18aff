import { createApiClient } from 'api-contract/client';
import { isApiError } from 'api-contract/api-error';
import { guestCredentials } from 'api-contract/guest';
import { faultsStorageKey } from './faults';
import { startMockApi, type MockApi } from './start-mock-api';

/** What only the in-page mock does; what every implementation does is in the contract suite. */

let mockApi: MockApi;
let token: string | null = null;
const api = createApiClient({ getToken: () => token });

beforeEach(() => {
  mockApi = startMockApi({ environment: 'test' });
  token = null;
});
afterEach(() => {
  mockApi.shutdown();
  localStorage.clear();
});

async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded');
}

test('an exception in a handler answers the spec’s 500 with the raised error', async () => {
  token = (await api.login(guestCredentials)).encodedToken;
  const clock = jest.spyOn(Date.prototype, 'toISOString').mockImplementation(() => {
    throw new Error('clock broke');
  });
  try {
    expect(await failure(api.addComment('post-1', { text: 'hi' }))).toEqual({ status: 500, message: 'clock broke' });
  } finally {
    clock.mockRestore();
  }
});

test('a fault set in the page makes the matching calls fail until it is removed', async () => {
  localStorage.setItem(faultsStorageKey, JSON.stringify({ path: '^/api/posts$', status: 503, method: 'GET' }));
  expect(await failure(api.getPosts())).toEqual({ status: 503, message: 'The service is unavailable right now. Please try again.' });
  expect((await api.getUsers()).users).toHaveLength(6);
  localStorage.removeItem(faultsStorageKey);
  expect((await api.getPosts()).posts).toHaveLength(6);
});
