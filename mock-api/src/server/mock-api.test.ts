import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { failure, pngDataUrl } from 'api-contract/contract-suite';
import type { NumberedEvent, PrivateEvent } from 'api-contract/events';
import { guestCredentials } from 'api-contract/guest';
import { messages } from 'api-contract/messages';
import { faultsStorageKey } from './page-settings';
import { pagePasswords } from './page-platform';
import { startMockApi, type MockApi } from './start-mock-api';

/** What only the in-page mock does; what every implementation does is in the contract suite. */

let mockApi: MockApi | null = null;
let token: string | null = null;
const api = createApiClient({ getToken: () => token });

async function start(options: Parameters<typeof startMockApi>[0] = {}) {
  mockApi = startMockApi({ environment: 'test', ...options });
  await mockApi.ready;
  return mockApi;
}

afterEach(async () => {
  await mockApi?.shutdown();
  mockApi = null;
  token = null;
  localStorage.clear();
});

test('a fault set in the page makes the matching calls fail until it is removed', async () => {
  await start();
  localStorage.setItem(faultsStorageKey, JSON.stringify({ path: '^/api/posts$', status: 503, method: 'GET' }));
  const unavailable = { status: 503, message: 'The service is unavailable right now. Please try again.' };
  expect(await failure(api.getPosts({ query: { limit: 2 } }))).toEqual(unavailable);
  expect((await api.getUsers()).users).toHaveLength(6);
  localStorage.removeItem(faultsStorageKey);
  expect((await api.getPosts()).posts).toHaveLength(6);
});

test('live events reach the page as the server announces them, without a stream', async () => {
  const mock = await start();
  const received: NumberedEvent[] = [];
  const unsubscribe = mock.subscribe((event) => received.push(event));
  token = opened(await api.login({ body: guestCredentials })).encodedToken;
  await api.likePost({ postId: 'post-3' });
  await api.addComment({ postId: 'post-3', body: { text: 'Live in the page' } });
  // The events are read after each commit, a moment after the call answers.
  for (let tries = 0; received.length < 2 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(received.map(({ event }) => event.type)).toEqual(['post.likes', 'comment.added']);
  expect(received[0]?.event).toEqual({ type: 'post.likes', postId: 'post-3', likeCount: 1 });
  unsubscribe();
  await api.dislikePost({ postId: 'post-3' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(received).toHaveLength(2);
});

/** The count an event says; these tests' sessions never end while they listen. */
const countOf = (event: PrivateEvent): number => (event.type === 'notifications.unread' ? event.unread : -1);

/** Calls `hear` with the events about notifications (and the session's end), not those counting conversations. */
const aboutNotifications = (hear: (event: PrivateEvent) => void) => (event: PrivateEvent) => {
  if (event.type !== 'messages.unread') hear(event);
};

/** Waits, a little at a time, until `done` holds (the page's events come a moment after each commit). */
async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; !done() && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

test('one person’s unread count reaches their page at once and as it changes, and nobody else’s', async () => {
  const mock = await start();
  const guestToken = opened(await api.login({ body: guestCredentials })).encodedToken;
  const counts: number[] = [];
  const unsubscribe = mock.subscribeNotifications(
    guestToken,
    aboutNotifications((event) => counts.push(countOf(event))),
  );
  await until(() => counts.length === 1);
  token = opened(await api.login({ body: { username: 'omarh', password: 'omarHaddad123' } })).encodedToken;
  // Omar likes Priya's post, then the guest's: only the second is the guest's to hear of.
  await api.likePost({ postId: 'post-2' });
  await api.likePost({ postId: 'post-6' });
  await until(() => counts.length === 2);
  token = guestToken;
  await api.readNotifications();
  await until(() => counts.length === 3);
  expect(counts).toEqual([0, 1, 0]);
  unsubscribe();
  token = opened(await api.login({ body: { username: 'lenaf', password: 'lenaFischer123' } })).encodedToken;
  await api.likePost({ postId: 'post-6' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counts).toEqual([0, 1, 0]);
});

test('a token the API refuses hears nothing of anyone’s notifications, only that its session ended', async () => {
  const mock = await start();
  const refused: PrivateEvent[] = [];
  const heard: number[] = [];
  mock.subscribeNotifications(
    'not-a-token',
    aboutNotifications((event) => refused.push(event)),
  );
  // The guest's own page, subscribed beside it, hears what happens meanwhile.
  mock.subscribeNotifications(
    opened(await api.login({ body: guestCredentials })).encodedToken,
    aboutNotifications((event) => heard.push(countOf(event))),
  );
  token = opened(await api.login({ body: { username: 'omarh', password: 'omarHaddad123' } })).encodedToken;
  await api.likePost({ postId: 'post-6' });
  await until(() => heard.length === 2);
  expect(heard).toEqual([0, 1]);
  expect(refused).toEqual([{ type: 'session.ended', code: 'session.invalid', message: messages.invalidToken }]);
});

test('a page whose session another device ends hears why at once, as the server’s stream says it', async () => {
  const mock = await start();
  const omar = { username: 'omarh', password: 'omarHaddad123' };
  const heard: PrivateEvent[] = [];
  mock.subscribeNotifications(
    opened(await api.login({ body: omar })).encodedToken,
    aboutNotifications((event) => heard.push(event)),
  );
  await until(() => heard.length === 1);
  token = opened(await api.login({ body: omar })).encodedToken;
  await api.endOtherSessions();
  await until(() => heard.length === 2);
  expect(heard).toEqual([
    { type: 'notifications.unread', unread: 0 },
    { type: 'session.ended', code: 'session.ended_elsewhere', message: messages.invalidToken },
  ]);
});

test('GET /api/events and /api/notifications/events are 404s in the contract’s shape that say where live events are', async () => {
  await start();
  for (const stream of ['/api/events', '/api/notifications/events']) {
    const response = await fetch(stream);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: ['The mock delivers live events in the page, not as a stream.'],
      code: 'request.no_such_call',
    });
  }
});

test('the page setting for a long timeline adds that many older posts to the seed', async () => {
  localStorage.setItem('mock-api:seed-posts', '250');
  // As a page starts it: the settings are read outside the tests' environment.
  await start({ environment: 'development', timing: 0 });
  const first = await api.getPosts({ query: { limit: 6 } });
  expect(first.posts.map((post) => post._id)).toEqual(['post-6', 'post-5', 'post-4', 'post-3', 'post-2', 'post-1']);
  const older = await api.getPosts({ query: { limit: 100, cursor: first.nextCursor } });
  expect(older.posts[0]?._id).toBe('post-x1');
});

test('an uploaded image is kept as it was sent and shown as a data URL, which a page can show without a server', async () => {
  await start();
  token = opened(await api.login({ body: guestCredentials })).encodedToken;
  const { post } = await api.createPost({ body: { caption: 'Dot', content: 'One pixel', img: pngDataUrl } });
  expect(post.img).toBe(pngDataUrl);
});

test('passwords are kept as salted hashes that only the password matches', async () => {
  const [first, second] = [await pagePasswords.hash('secret1'), await pagePasswords.hash('secret1')];
  expect(first).not.toContain('secret1');
  expect(first).not.toBe(second);
  expect(await pagePasswords.matches(first, 'secret1')).toBe(true);
  expect(await pagePasswords.matches(first, 'secret2')).toBe(false);
  expect(await pagePasswords.matches('argon2id$not-ours', 'secret1')).toBe(false);
});
