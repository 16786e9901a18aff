import { createApiClient } from './api-client';
import { keepAliveQuota } from './keep-alive';

type Held = { keepalive: boolean; answer: () => void };

/** The answer the client reads, as far as it reads one (the test runs where there is no `Response`). */
const answered = { ok: true, status: 200, json: () => Promise.resolve({ post: { _id: 'post-2' } }) } as unknown as Response;

/** A client whose requests wait until the test answers them, each recorded with whether it may outlive the page. */
function heldClient() {
  const held: Held[] = [];
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      held.push({ keepalive: init?.keepalive === true, answer: () => resolve(answered) });
    });
  return { api: createApiClient({ baseUrl: '/api', getToken: () => 'token-1', fetch }), held };
}

/** A comment whose body weighs a little over a third of the quota. */
const longComment = { text: 'é'.repeat(Math.ceil(keepAliveQuota / 6)) };

test('a change is sent to be finished even if the page reloads or closes; a read is not', async () => {
  const { api, held } = heldClient();
  const like = api.likePost({ postId: 'post-2' });
  const read = api.getPost({ postId: 'post-2' });
  expect(held.map((request) => request.keepalive)).toEqual([true, false]);
  held.forEach((request) => request.answer());
  await Promise.all([like, read]);
});

test("changes that together would pass the browser's quota are sent as before, and the quota comes back once answered", async () => {
  const { api, held } = heldClient();
  const first = api.addComment({ postId: 'post-2', body: longComment });
  const second = api.addComment({ postId: 'post-2', body: longComment });
  const third = api.addComment({ postId: 'post-2', body: longComment });
  // Two fit in 64 KiB of UTF-8 (each "é" is two bytes); the third would pass it.
  expect(held.map((request) => request.keepalive)).toEqual([true, true, false]);
  held[0]!.answer();
  await first;
  const fourth = api.addComment({ postId: 'post-2', body: longComment });
  expect(held[3]!.keepalive).toBe(true);
  held.slice(1).forEach((request) => request.answer());
  await Promise.all([second, third, fourth]);
});
