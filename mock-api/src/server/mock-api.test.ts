import { createApiClient, createSpecClient } from 'api-contract/client';
import { failure } from 'api-contract/contract-suite';
import { guestCredentials } from 'api-contract/guest';
import { messages } from 'api-contract/messages';
import type { PostPage } from 'api-contract/payloads';
import { faultsStorageKey } from './faults';
import { pageSeedPosts } from './page-settings';
import { noLiveEvents } from './routes/event-routes';
import { startMockApi, type MockApi } from './start-mock-api';

/** What only the in-page mock does; what every implementation does is in the contract suite. */

let mockApi: MockApi;
let token: string | null = null;
const api = createApiClient({ getToken: () => token });
/** A client written to the spec, for its unpaged calls. */
const spec = createSpecClient({ getToken: () => token });

beforeEach(() => {
  mockApi = startMockApi({ environment: 'test' });
  token = null;
});
afterEach(() => {
  mockApi.shutdown();
  localStorage.clear();
});

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
  expect(await failure(spec.getPosts())).toEqual({ status: 503, message: 'The service is unavailable right now. Please try again.' });
  expect(await failure(api.getPostsPage({ limit: 2 }))).toEqual({
    status: 503,
    message: 'The service is unavailable right now. Please try again.',
  });
  expect((await spec.getUsers()).users).toHaveLength(6);
  localStorage.removeItem(faultsStorageKey);
  expect((await spec.getPosts()).posts).toHaveLength(6);
});

test('live events are the server’s: GET /api/events is a 404 in the contract’s error shape', async () => {
  const response = await fetch('/api/events');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ errors: [noLiveEvents] });
});

test('a long seeded timeline (the page setting) pages through every post, each with its counts', async () => {
  mockApi.shutdown();
  localStorage.setItem('mock-api:seed-posts', '250');
  mockApi = startMockApi({ environment: 'test', seedPosts: pageSeedPosts() });
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: PostPage = await api.getPostsPage({ limit: 100, cursor });
    expect(page.posts.every((post) => post.commentCount === 2 && post.comments.length === 0)).toBe(true);
    ids.push(...page.posts.map((post) => post._id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  expect(new Set(ids).size).toBe(250);
  const { posts } = await spec.getPosts();
  expect(posts).toHaveLength(100);
  expect(posts.at(-1)?._id).toBe(ids[0]);
  expect(posts.every((post) => post.comments.length === 2)).toBe(true);
});

describe('with more people on a list than a record shows', () => {
  const fans = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        api.signup({
          username: `fan${index}`,
          password: 'secret1',
          firstName: 'Fan',
          lastName: `${index}`,
          email: `fan${index}@example.com`,
        }),
      ),
    );

  test('the latest likers are shown, and the viewer among them even when their like is older', async () => {
    token = (await api.login(guestCredentials)).encodedToken;
    await api.likePost('post-3');
    for (const { encodedToken } of await fans(25)) {
      token = encodedToken;
      await api.likePost('post-3');
    }
    token = null;
    const seenByNobody = (await api.getPost('post-3')).post;
    expect(seenByNobody.likes.likeCount).toBe(26);
    expect(seenByNobody.likes.likedBy.map((ref) => ref.username)).toEqual(Array.from({ length: 20 }, (_, index) => `fan${index + 5}`));
    token = (await api.login(guestCredentials)).encodedToken;
    const seenByGuest = (await api.getPost('post-3')).post;
    expect(seenByGuest.likes.likedBy).toHaveLength(20);
    expect(seenByGuest.likes.likedBy[0]).toEqual({ _id: 'user-guest', username: 'guest' });
    expect(seenByGuest.likedByMe).toBe(true);
    const taken = (await api.dislikePost('post-3')).post;
    expect(taken.likes.likeCount).toBe(25);
    expect(taken.likes.dislikedBy).toEqual([{ _id: 'user-guest', username: 'guest' }]);
  });

  test('a user shows the latest followers and exact counts', async () => {
    for (const { encodedToken } of await fans(22)) {
      token = encodedToken;
      await api.follow('user-omar');
    }
    token = null;
    const { user } = await api.getUserByUsername('omarh');
    expect(user).toMatchObject({ followerCount: 22, followingCount: 1, postCount: 1 });
    expect(user.followedByMe).toBeUndefined();
    expect(user.followers.map((ref) => ref.username)).toEqual(Array.from({ length: 20 }, (_, index) => `fan${index + 2}`));
  });
});

describe('a page continues where the one before ended', () => {
  test('posts published between two pages do not repeat the ones already read', async () => {
    const first = await api.getPostsPage({ limit: 3 });
    token = (await api.login(guestCredentials)).encodedToken;
    await api.createPost({ caption: 'Meanwhile', content: 'A new post' });
    const next = await api.getPostsPage({ limit: 3, cursor: first.nextCursor });
    expect([...first.posts, ...next.posts].map((post) => post._id)).toEqual(['post-6', 'post-5', 'post-4', 'post-3', 'post-2', 'post-1']);
  });

  test('a bookmark removed between two pages does not skip the next one', async () => {
    token = (await api.login(guestCredentials)).encodedToken;
    for (const postId of ['post-2', 'post-3', 'post-4']) await api.addBookmark(postId);
    const first = await api.getBookmarkedPostsPage({ limit: 2 });
    expect(first.posts.map((post) => post._id)).toEqual(['post-4', 'post-3']);
    await api.removeBookmark('post-3');
    const next = await api.getBookmarkedPostsPage({ limit: 2, cursor: first.nextCursor });
    expect(next.posts.map((post) => post._id)).toEqual(['post-2', 'post-1']);
    expect(next.posts.every((post) => post.bookmarkedByMe)).toBe(true);
  });

  test('a cursor made for one order is refused by another', async () => {
    const { nextCursor } = await api.getPostsPage({ limit: 2, sort: 'trending' });
    expect(await failure(api.getPostsPage({ limit: 2, sort: 'newest', cursor: nextCursor }))).toEqual({
      status: 400,
      message: messages.invalidCursor,
    });
  });
});
