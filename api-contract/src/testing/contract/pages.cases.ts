import { toBase64Url } from '../../base64url';
import { limits } from '../../limits';
import { messages } from '../../messages';
import type { PostPage } from '../../payloads';
import type { Contract } from './context';
import { failure } from './harness';

const ids = (records: Array<{ _id: string }>) => records.map((record) => record._id);

/** Every record of a list, a page at a time: the ids in order and how many pages. */
async function allPages(read: (cursor: string | null) => Promise<{ records: Array<{ _id: string }>; nextCursor: string | null }>) {
  const found: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await read(cursor);
    found.push(...ids(page.records));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 100);
  return { ids: found, pages };
}

const postsOf = ({ posts, nextCursor }: PostPage) => ({ records: posts, nextCursor });

export function pageCases(contract: () => Contract): void {
  describe('pages', () => {
    it.each([
      ['newest', ['post-6', 'post-5', 'post-4', 'post-3', 'post-2', 'post-1']],
      ['oldest', ['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']],
      // Most liked first; among equal counts, the newest.
      ['trending', ['post-4', 'post-1', 'post-5', 'post-2', 'post-6', 'post-3']],
    ] as const)('every post comes a page at a time, %s first, and the last page says it is the last', async (sort, expected) => {
      const { app } = contract();
      expect(await allPages(async (cursor) => postsOf(await app.getPosts({ query: { sort, limit: 2, cursor } })))).toEqual({
        ids: expected,
        pages: 3,
      });
      const whole = await app.getPosts({ query: { sort, limit: 100 } });
      expect(ids(whole.posts)).toEqual(expected);
      expect(whole.nextCursor).toBeNull();
    });

    it('a page shows posts without their comments; commentCount says how many there are', async () => {
      const { posts } = await contract().app.getPosts({ query: { limit: 1, sort: 'oldest' } });
      expect(posts[0]).toMatchObject({ _id: 'post-1', commentCount: 2, comments: [] });
    });

    it.each([
      ['/posts?limit=0', messages.invalidLimit],
      ['/posts?limit=101', messages.invalidLimit],
      ['/posts?limit=ten', messages.invalidLimit],
      ['/posts?limit=2&limit=3', messages.invalidLimit],
      ['/posts?limit=2&sort=random', messages.invalidSort],
      ['/posts?limit=2&cursor=not-a-cursor', messages.invalidCursor],
      ['/comments/post-1?limit=1&cursor=%00', messages.invalidCursor],
      ['/users/search?q=%00', 'The search contains characters that are not allowed.'],
    ])('%s is a 400 that says what is wrong', async (path, message) => {
      expect(await contract().raw('GET', path)).toMatchObject({ status: 400, body: { errors: [message] } });
    });

    it('a cursor of another list or order, or one edited by hand, is a 400', async () => {
      const { app, raw, guest, authorized } = contract();
      await guest();
      const { nextCursor } = await app.getPosts({ query: { limit: 2 } });
      const invalid = { status: 400, body: { errors: [messages.invalidCursor] } };
      for (const path of [
        '/posts?limit=2&sort=trending',
        '/posts?limit=2&sort=oldest',
        '/posts/user/guest?limit=2',
        '/posts/feed?limit=2',
      ]) {
        expect(await raw('GET', `${path}&cursor=${nextCursor}`, { headers: authorized() })).toMatchObject(invalid);
      }
      const forged = (keys: unknown[]) => toBase64Url(new TextEncoder().encode(JSON.stringify(['everyone.newest', ...keys])));
      for (const keys of [
        ['2026-02-30T10:00:00.000000Z', 'post-1'],
        ['2026-10-01T10:00:00Z', 'post-1'],
        [42, 'post-1'],
        ['2026-10-01T10:00:00.000000Z'],
        // A year PostgreSQL's timestamps do not have, and a NUL it cannot hold in text: each was a 500 (issue 17).
        ['0000-01-01T00:00:00.000000Z', 'post-1'],
        ['2026-10-01T10:00:00.000000Z', 'post\u0000'],
      ]) {
        expect(await raw('GET', `/posts?limit=2&cursor=${forged(keys)}`)).toMatchObject(invalid);
      }
      expect((await raw('GET', `/posts?limit=2&cursor=${forged(['2026-10-01T10:00:00.000000Z', 'post-1'])}`)).status).toBe(200);
    });

    it("the home feed holds the signed-in user's posts and those of the people they follow", async () => {
      const { app, guest } = contract();
      expect(await failure(app.getFeedPage())).toEqual({ status: 401, message: messages.invalidToken });
      await guest();
      expect(await allPages(async (cursor) => postsOf(await app.getFeedPage({ query: { limit: 2, cursor } })))).toEqual({
        ids: ['post-6', 'post-2', 'post-1'],
        pages: 2,
      });
      await app.follow({ followUserId: 'user-omar' });
      expect(ids((await app.getFeedPage({ query: { sort: 'oldest', limit: 10 } })).posts)).toEqual([
        'post-1',
        'post-2',
        'post-3',
        'post-6',
      ]);
    });

    it('a page asked to include its authors holds each once, as anyone reads them (without previews); asked nothing, none', async () => {
      const c = contract();
      await c.guest();
      const page = await c.app.getFeedPage({ query: { limit: 10, include: 'authors' } });
      expect(ids(page.posts)).toEqual(['post-6', 'post-2', 'post-1']);
      expect(page.authors!.map((user) => user.username)).toEqual(['guest', 'priyanair', 'adarshbalika']);
      // Nothing of the reader's: not their address, nor whom they follow.
      expect(page.authors![0]).not.toHaveProperty('email');
      expect(page.authors![1]).not.toHaveProperty('followedByMe');
      expect((await c.app.getFeedPage({ query: { limit: 10 } })).authors).toBeUndefined();
      const explore = await c.app.getPosts({ query: { limit: 2, include: 'authors' } });
      expect(explore.authors!.map((user) => user.username)).toEqual(explore.posts.map((post) => post.username));
      expect(await c.raw('GET', '/posts/feed?limit=2&include=comments', { headers: c.authorized() })).toMatchObject({
        status: 400,
        body: { errors: ['include may only be "authors".'] },
      });
      c.token = null;
      const { users } = await c.app.getUsers({ query: { usernames: ['guest', 'priyanair', 'adarshbalika'], previews: 'none' } });
      const byName = (list: typeof users) => [...list].sort((a, b) => a.username.localeCompare(b.username));
      expect(byName(page.authors!)).toEqual(byName(users));
    });

    it('a page asked for no previews names no likers, dislikers or reposters, and keeps its counts and what the reader did', async () => {
      const c = contract();
      await c.as('priyanair');
      await c.app.repostPost({ postId: 'post-1' });
      await c.guest();
      await c.app.likePost({ postId: 'post-2' });
      const full = await c.app.getFeedPage({ query: { limit: 10 } });
      const bare = await c.app.getFeedPage({ query: { limit: 10, previews: 'none' } });
      const post = (page: typeof full, id: string) => page.posts.find((candidate) => candidate._id === id)!;
      expect(post(full, 'post-2').likes.likedBy.map((user) => user.username)).toContain('guest');
      expect(post(full, 'post-1').repostedBy.map((user) => user.username)).toEqual(['priyanair']);
      expect(bare.posts).toEqual(
        full.posts.map((listed) => ({ ...listed, likes: { ...listed.likes, likedBy: [], dislikedBy: [] }, repostedBy: [] })),
      );
      expect(post(bare, 'post-2')).toMatchObject({ likedByMe: true, likes: { likeCount: post(full, 'post-2').likes.likeCount } });
      expect(await c.raw('GET', '/posts/feed?limit=2&previews=some', { headers: c.authorized() })).toMatchObject({
        status: 400,
        body: { errors: ['previews must be none when given.'] },
      });
    });

    it('an author of several posts on a page is included once', async () => {
      const c = contract();
      await c.guest();
      const { post } = await c.app.createPost({ body: { caption: 'Again', content: 'A second post on the page' } });
      const page = await c.app.getFeedPage({ query: { limit: 10, include: 'authors' } });
      expect(ids(page.posts)).toEqual([post._id, 'post-6', 'post-2', 'post-1']);
      expect(page.authors!.map((user) => user.username)).toEqual(['guest', 'priyanair', 'adarshbalika']);
    });

    it("a user's posts, the bookmarked posts and a post's comments page the same way", async () => {
      const { app, guest } = contract();
      await guest();
      expect(ids((await app.getUserPosts({ username: 'priyanair', query: { limit: 1 } })).posts)).toEqual(['post-2']);
      expect(await failure(app.getUserPosts({ username: 'nobody', query: { limit: 1 } }))).toEqual({
        status: 404,
        message: messages.usernameNotFound('nobody'),
      });
      await app.addBookmark({ postId: 'post-3' });
      await app.addBookmark({ postId: 'post-5' });
      // The latest bookmark first.
      expect(await allPages(async (cursor) => postsOf(await app.getBookmarkedPostsPage({ query: { limit: 2, cursor } })))).toEqual({
        ids: ['post-5', 'post-3', 'post-1'],
        pages: 2,
      });
      for (const text of ['One', 'Two', 'Three']) await app.addComment({ postId: 'post-2', body: { text } });
      const texts: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { comments: Array<{ text: string }>; nextCursor: string | null } = await app.getComments({
          postId: 'post-2',
          query: { limit: 2, cursor },
        });
        texts.push(...page.comments.map((comment) => comment.text));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(texts).toEqual(['Those colours are unreal.', 'Adding it to my list.', 'One', 'Two', 'Three']);
    });

    it('the posts one liked come the latest like first, a page at a time; a like taken back leaves the list', async () => {
      const { app, guest } = contract();
      await guest();
      const before = (await app.getLikedPostsPage({ query: { limit: 100 } })).posts.map((post) => post._id);
      await app.likePost({ postId: 'post-3' });
      await app.likePost({ postId: 'post-5' });
      const liked = await allPages(async (cursor) => postsOf(await app.getLikedPostsPage({ query: { limit: 1, cursor } })));
      expect(liked.ids).toEqual(['post-5', 'post-3', ...before]);
      expect(liked.pages).toBe(before.length + 2);
      expect((await app.getLikedPostsPage({ query: { limit: 100 } })).posts.every((post) => post.likedByMe)).toBe(true);
      await app.dislikePost({ postId: 'post-5' });
      expect(ids((await app.getLikedPostsPage({ query: { limit: 100 } })).posts)).toEqual(['post-3', ...before]);
    });

    it('posts published between two pages do not repeat the ones already read', async () => {
      const { app, guest } = contract();
      const first = await app.getPosts({ query: { limit: 3 } });
      await guest();
      await app.createPost({ body: { caption: 'Meanwhile', content: 'A new post' } });
      const next = await app.getPosts({ query: { limit: 3, cursor: first.nextCursor } });
      expect(ids([...first.posts, ...next.posts])).toEqual(['post-6', 'post-5', 'post-4', 'post-3', 'post-2', 'post-1']);
    });

    it('a bookmark removed between two pages does not skip the next one', async () => {
      const { app, guest } = contract();
      await guest();
      for (const postId of ['post-2', 'post-3', 'post-4']) await app.addBookmark({ postId });
      const first = await app.getBookmarkedPostsPage({ query: { limit: 2 } });
      expect(ids(first.posts)).toEqual(['post-4', 'post-3']);
      await app.removeBookmark({ postId: 'post-3' });
      const next = await app.getBookmarkedPostsPage({ query: { limit: 2, cursor: first.nextCursor } });
      expect(ids(next.posts)).toEqual(['post-2', 'post-1']);
      expect(next.posts.every((post) => post.bookmarkedByMe)).toBe(true);
    });

    it('forty posts made at once page without loss or repeats', async () => {
      const { app, guest } = contract();
      await guest();
      await Promise.all(
        Array.from({ length: 40 }, (_, index) => app.createPost({ body: { caption: `Burst ${index}`, content: 'At once' } })),
      );
      const all = ids((await app.getPosts({ query: { limit: 100 } })).posts);
      expect(await allPages(async (cursor) => postsOf(await app.getPosts({ query: { limit: 3, cursor } })))).toMatchObject({ ids: all });
      expect(all).toHaveLength(46);
    });

    it('without a limit the spec’s calls answer at most 100 records: the newest posts oldest first, the first users, the latest bookmarks', async () => {
      const c = contract();
      await c.harness.reset({ users: 150, posts: 150 });
      await c.guest();
      const newest = ids((await c.app.getPosts({ query: { limit: 100 } })).posts);
      expect(ids((await c.api.getPosts()).posts)).toEqual([...newest].reverse());
      const { users } = await c.api.getUsers();
      expect(users).toHaveLength(limits.unpagedMax);
      expect(users[0]!.createdAt.localeCompare(users[99]!.createdAt)).toBeLessThan(0);
      const bookmarked = Array.from({ length: 101 }, (_, index) => `post-x${index + 1}`);
      for (const postId of bookmarked) await c.app.addBookmark({ postId });
      expect((await c.api.getBookmarks()).bookmarks).toEqual(bookmarked.slice(1));
      expect((await c.api.removeBookmark({ postId: 'post-x101' })).bookmarks).toEqual(bookmarked.slice(0, 100));
    }, 60_000);

    it('a long timeline pages through every post, each with its counts', async () => {
      const c = contract();
      await c.harness.reset({ posts: 250 });
      const { ids: paged } = await allPages(async (cursor) => postsOf(await c.app.getPosts({ query: { limit: 100, cursor } })));
      expect(new Set(paged).size).toBe(256);
      const { posts } = await c.api.getPosts();
      expect(posts).toHaveLength(100);
      expect(posts.at(-1)?._id).toBe(paged[0]);
    }, 60_000);
  });
}
