import { limits } from 'api-contract/limits';
import { messages } from 'api-contract/messages';
import { appClientFor, clientFor, guest, send } from './api';
import { databaseName, startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
}, 60_000);
afterAll(() => server.stop());

const reset = (body: { users?: number; posts?: number } = {}) => send(server.url, 'POST', '/api/testing/reset', { body });
const ids = (records: Array<{ _id: string }>) => records.map((record) => record._id);
/** Runs `count` calls, a few at a time. */
async function inBatches<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += 10) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => call(start + offset)))));
  }
  return results;
}

async function signUp(username: string) {
  const anonymous = await clientFor(server.url);
  const { encodedToken, createdUser } = await anonymous.signup({
    username,
    password: 'secret12',
    firstName: 'Some',
    lastName: 'One',
    email: `${username}@example.com`,
  });
  return { token: encodedToken, id: createdUser._id };
}

describe(`lists, pages and counts on the server, on ${databaseName}`, () => {
  it('without a limit the spec’s calls answer at most 100 records: the newest posts oldest first, the first users, the latest bookmarks', async () => {
    await reset({ users: 150, posts: 150 });
    const spec = await clientFor(server.url, guest);
    const app = await appClientFor(server.url, guest);
    const newest = ids((await app.getPostsPage({ limit: 100 })).posts);
    expect(ids((await spec.getPosts()).posts)).toEqual([...newest].reverse());
    const { users } = await spec.getUsers();
    expect(users).toHaveLength(limits.unpagedMax);
    expect(users[0]?.createdAt.localeCompare(users[99]!.createdAt)).toBeLessThan(0);
    const bookmarked = Array.from({ length: 101 }, (_, index) => `post-x${index + 1}`);
    for (const postId of bookmarked) await app.addBookmark(postId);
    expect((await spec.getBookmarks()).bookmarks).toEqual(bookmarked.slice(1));
    expect((await spec.removeBookmark('post-x101')).bookmarks).toEqual(bookmarked.slice(0, 100));
  }, 60_000);

  it('a post’s comments: the first 100 without a limit, and its page shows each post’s first 20', async () => {
    await reset();
    const app = await appClientFor(server.url, guest);
    await inBatches(105, (index) => app.addComment('post-3', { text: `Comment ${index}` }));
    const spec = await clientFor(server.url);
    const { comments } = await spec.getComments('post-3');
    expect(comments).toHaveLength(limits.unpagedMax);
    expect(comments.slice(0, 2).map((comment) => comment.text)).toEqual(['Which bakery?', 'Respect for the distance.']);
    const { post } = await spec.getPost('post-3');
    expect(post.commentCount).toBe(107);
    expect(ids(post.comments)).toEqual(ids(comments.slice(0, limits.previewMax)));
  }, 60_000);

  it('a cursor of another list or order, or one edited by hand, is a 400', async () => {
    await reset();
    const app = await appClientFor(server.url, guest);
    const { nextCursor } = await app.getPostsPage({ limit: 2 });
    const invalid = { status: 400, body: { errors: [messages.invalidCursor] } };
    for (const path of [
      '/api/posts?limit=2&sort=trending',
      '/api/posts?limit=2&sort=oldest',
      '/api/posts/user/guest?limit=2',
      '/api/posts/feed?limit=2',
    ]) {
      expect(await send(server.url, 'GET', `${path}&cursor=${nextCursor}`, { token: app.token })).toMatchObject(invalid);
    }
    const forged = (keys: unknown[]) => Buffer.from(JSON.stringify(['everyone.newest', ...keys])).toString('base64url');
    for (const keys of [
      ['2026-02-30T10:00:00.000000Z', 'post-1'],
      ['2026-10-01T10:00:00Z', 'post-1'],
      [42, 'post-1'],
      ['2026-10-01T10:00:00.000000Z'],
    ]) {
      expect(await send(server.url, 'GET', `/api/posts?limit=2&cursor=${forged(keys)}`)).toMatchObject(invalid);
    }
    expect((await send(server.url, 'GET', `/api/posts?limit=2&cursor=${forged(['2026-10-01T10:00:00.000000Z', 'post-1'])}`)).status).toBe(
      200,
    );
  });

  it('posts made within the same millisecond page without loss or repeats', async () => {
    await reset();
    const app = await appClientFor(server.url, guest);
    await Promise.all(Array.from({ length: 40 }, (_, index) => app.createPost({ caption: `Burst ${index}`, content: 'At once' })));
    const all = ids((await app.getPostsPage({ limit: 100 })).posts);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await app.getPostsPage({ limit: 3, cursor });
      paged.push(...ids(page.posts));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(all).toHaveLength(46);
  });

  it('counts stay exact when likes, comments and follows in both directions race', async () => {
    await reset({ users: 20, posts: 40 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, index) => signUp(`racer${index}`)));
    await Promise.all(
      people.flatMap(({ token }, index) => [
        send(server.url, 'POST', '/api/posts/like/post-x1', { token, body: {} }),
        send(server.url, 'POST', `/api/posts/${index % 2 ? 'dislike' : 'like'}/post-x2`, { token, body: {} }),
        send(server.url, 'POST', '/api/comments/add/post-x1', { token, body: { commentData: { text: 'Race' } } }),
        ...people.map((other) => send(server.url, 'POST', `/api/users/follow/${other.id}`, { token, body: {} })),
      ]),
    );
    expect((await send(server.url, 'GET', '/api/testing/count-drift')).body).toEqual({ posts: 0, users: 0 });
    const { user } = await (await clientFor(server.url)).getUser(people[0]!.id);
    expect(user).toMatchObject({ followerCount: 7, followingCount: 7 });
  });

  it('a user’s followers show the latest 20, the viewer among them when they follow, and the exact count', async () => {
    await reset();
    const app = await appClientFor(server.url, guest);
    await app.follow('user-omar');
    const fans = await inBatches(25, (index) => signUp(`fan${index}`));
    for (const { token } of fans) await send(server.url, 'POST', '/api/users/follow/user-omar', { token, body: {} });
    const seenByGuest = (await app.getUser('user-omar')).user;
    expect(seenByGuest).toMatchObject({ followerCount: 26, followedByMe: true });
    expect(seenByGuest.followers).toHaveLength(limits.previewMax);
    expect(seenByGuest.followers).toContainEqual({ _id: 'user-guest', username: 'guest' });
    const seenByAnyone = (await (await clientFor(server.url)).getUser('user-omar')).user;
    expect(seenByAnyone.followers.map((ref) => ref.username)).toEqual(fans.slice(5).map((_fan, index) => `fan${index + 5}`));
    expect(seenByAnyone.followedByMe).toBeUndefined();
  }, 60_000);
});
