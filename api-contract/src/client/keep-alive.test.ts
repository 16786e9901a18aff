import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { keepAliveMostInFlight, keepAliveQuota } from './keep-alive';

/** A request the test holds: whether it may outlive the page, and the ways it may end. */
type Held = { keepalive: boolean; answer: () => void; refuse: () => void; cut: () => void };

/** An answer as far as the client reads one (the test runs where there is no `Response`). */
const answerWith = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;

/** A client whose requests wait until the test ends them, each recorded with whether it may outlive the page. */
function heldClient() {
  const held: Held[] = [];
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      held.push({
        keepalive: init?.keepalive === true,
        answer: () => resolve(answerWith(200, { post: { _id: 'post-2' } })),
        refuse: () => resolve(answerWith(503, { errors: ['The service is unavailable right now.'], code: 'server.unavailable' })),
        cut: () => reject(new TypeError('Failed to fetch')),
      });
    });
  return { api: createApiClient({ baseUrl: '/api', getToken: () => 'token-1', fetch }), held };
}

const keptAlive = (held: Held[]) => held.map((request) => request.keepalive);

/** A comment whose body weighs a little over a third of the quota. */
const longComment = { text: 'é'.repeat(Math.ceil(keepAliveQuota / 6)) };

test('a change is sent to be finished even if the page reloads or closes; a read is not', async () => {
  const { api, held } = heldClient();
  const like = api.likePost({ postId: 'post-2' });
  const read = api.getPost({ postId: 'post-2' });
  expect(keptAlive(held)).toEqual([true, false]);
  held.forEach((request) => request.answer());
  await Promise.all([like, read]);
});

test("changes that together would pass the browser's quota are sent as before, and the quota comes back once answered", async () => {
  const { api, held } = heldClient();
  const first = api.addComment({ postId: 'post-2', body: longComment });
  const second = api.addComment({ postId: 'post-2', body: longComment });
  const third = api.addComment({ postId: 'post-2', body: longComment });
  // Two fit in 64 KiB of UTF-8 (each "é" is two bytes); the third would pass it.
  expect(keptAlive(held)).toEqual([true, true, false]);
  held[0]!.answer();
  await first;
  const fourth = api.addComment({ postId: 'post-2', body: longComment });
  expect(held[3]!.keepalive).toBe(true);
  held.slice(1).forEach((request) => request.answer());
  await Promise.all([second, third, fourth]);
});

test('a change refused or cut off gives its share back once, and one sent as before takes none', async () => {
  const { api, held } = heldClient();
  const refused = api.addComment({ postId: 'post-2', body: longComment });
  const cut = api.addComment({ postId: 'post-2', body: longComment });
  const asBefore = api.addComment({ postId: 'post-2', body: longComment });
  held[0]!.refuse();
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  held[1]!.cut();
  await expect(cut).rejects.toMatchObject({ code: 'network.unreachable' });
  held[2]!.answer();
  await asBefore;
  // The whole quota is free again, and no more than it.
  const [next, after, beyond] = [1, 2, 3].map(() => api.addComment({ postId: 'post-2', body: longComment }));
  expect(keptAlive(held.slice(3))).toEqual([true, true, false]);
  held.slice(3).forEach((request) => request.answer());
  await Promise.all([next, after, beyond]);
});

test('no more than a few changes at once outlive the page, as older browsers allow', async () => {
  const { api, held } = heldClient();
  const likes = Array.from({ length: keepAliveMostInFlight + 1 }, () => api.likePost({ postId: 'post-2' }));
  expect(keptAlive(held)).toEqual([...Array<boolean>(keepAliveMostInFlight).fill(true), false]);
  held[0]!.answer();
  await likes[0];
  const next = api.likePost({ postId: 'post-2' });
  expect(held.at(-1)!.keepalive).toBe(true);
  held.slice(1).forEach((request) => request.answer());
  await Promise.all([...likes, next]);
});
