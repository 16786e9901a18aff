import type { Post } from '../../entities';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, noDrift, refusalOf } from './harness';

/**
 * The seed's people: the guest follows adarshbalika (post-1) and priyanair (post-2); the guest
 * wrote post-6; lenaf wrote post-4, omarh post-3.
 */

/** The home feed of whoever `c` is signed in as, newest first, walked a page of `limit` at a time: each post as its id and who reposted it. */
async function homeFeed(c: Contract, limit = 10) {
  const lines: Array<[string, string[]]> = [];
  let cursor: string | null = null;
  do {
    const page: { posts: Post[]; nextCursor: string | null } = await c.app.getFeedPage({ query: { limit, cursor } });
    lines.push(...page.posts.map((post): [string, string[]] => [post._id, post.repostedBy.map((person) => person.username)]));
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

/** Signs in as `person` and reposts `postId`: the post as the answer shows it. */
async function repostAs(c: Contract, person: string, postId: string) {
  await c.as(person);
  return (await c.app.repostPost({ postId })).post;
}

async function repostCountOf(c: Contract, postId: string) {
  return (await c.api.getPost({ postId })).post.repostCount;
}

export function repostCases(contract: () => Contract): void {
  describe('reposts', () => {
    it('a repost counts, marks the post as reposted by the reposter, and answers the post', async () => {
      const c = contract();
      const post = await repostAs(c, 'priyanair', 'post-4');
      expect([post._id, post.repostCount, post.repostedByMe]).toEqual(['post-4', 1, true]);
      await c.as('omarh');
      const seen = (await c.api.getPost({ postId: 'post-4' })).post;
      expect([seen.repostCount, seen.repostedByMe]).toEqual([1, false]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it("a followed person's repost brings the post into the home feed once, newest at the latest repost, with their names", async () => {
      const c = contract();
      await c.guest();
      expect(await homeFeed(c)).toEqual([
        ['post-6', []],
        ['post-2', []],
        ['post-1', []],
      ]);
      await repostAs(c, 'priyanair', 'post-4');
      await repostAs(c, 'adarshbalika', 'post-4');
      // omarh is not followed by the guest: his repost neither brings a post nor is named.
      await repostAs(c, 'omarh', 'post-4');
      await c.guest();
      expect(await homeFeed(c)).toEqual([
        ['post-4', ['adarshbalika', 'priyanair']],
        ['post-6', []],
        ['post-2', []],
        ['post-1', []],
      ]);
      // A followed author's own post, reposted later by someone followed, moves up: once, at the repost.
      await repostAs(c, 'adarshbalika', 'post-2');
      await c.guest();
      const expected = [
        ['post-2', ['adarshbalika']],
        ['post-4', ['adarshbalika', 'priyanair']],
        ['post-6', []],
        ['post-1', []],
      ];
      expect(await homeFeed(c)).toEqual(expected);
      // Page by page, no post comes twice and none is missed.
      expect(await homeFeed(c, 1)).toEqual(expected);
      const oldest = await c.app.getFeedPage({ query: { sort: 'oldest', limit: 10 } });
      expect(oldest.posts.map((one) => one._id)).toEqual(['post-1', 'post-6', 'post-4', 'post-2']);
      // The trending order ranks the followed people's own posts by likes, a page at a time: a repost says when, not how liked.
      const trending: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { posts: Post[]; nextCursor: string | null } = await c.app.getFeedPage({
          query: { sort: 'trending', limit: 1, cursor },
        });
        trending.push(...page.posts.map((one) => one._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect([...trending].sort()).toEqual(['post-1', 'post-2', 'post-6']);
    });

    it('taking a repost back takes the post out of the feeds it brought it to, its count and its notification', async () => {
      const c = contract();
      await repostAs(c, 'priyanair', 'post-4');
      const undone = (await c.app.unrepostPost({ postId: 'post-4' })).post;
      expect([undone.repostCount, undone.repostedByMe]).toEqual([0, false]);
      await c.guest();
      expect((await homeFeed(c)).map(([id]) => id)).toEqual(['post-6', 'post-2', 'post-1']);
      await c.as('lenaf');
      expect((await c.app.getNotifications()).notifications).toEqual([]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('the author is told of reposts, grouped while unread like likes; one’s own repost tells no one', async () => {
      const c = contract();
      await repostAs(c, 'priyanair', 'post-4');
      await repostAs(c, 'adarshbalika', 'post-4');
      await repostAs(c, 'lenaf', 'post-4');
      const { notifications, unread } = await c.app.getNotifications();
      expect(unread).toBe(1);
      expect(notifications.map((one) => [one.type, one.actors.map((actor) => actor.username), one.actorCount, one.postId])).toEqual([
        ['repost', ['adarshbalika', 'priyanair'], 2, 'post-4'],
      ]);
    });

    it('a muted or blocked reposter brings nothing, nor does a repost of a post whose author one mutes or blocks', async () => {
      const c = contract();
      await repostAs(c, 'priyanair', 'post-4');
      await repostAs(c, 'adarshbalika', 'post-3');
      await c.guest();
      await c.app.mute({ userId: 'user-priya' });
      await c.app.block({ userId: 'user-omar' });
      expect((await homeFeed(c)).map(([id]) => id)).toEqual(['post-6', 'post-1']);
    });

    it('a block takes back the reposts between the two, and one may always take one’s own repost back', async () => {
      const c = contract();
      await repostAs(c, 'priyanair', 'post-4');
      await repostAs(c, 'priyanair', 'post-3');
      await c.as('lenaf');
      await c.app.block({ userId: 'user-priya' });
      await c.guest();
      expect((await homeFeed(c)).map(([id]) => id)).toEqual(['post-3', 'post-6', 'post-2', 'post-1']);
      expect(await repostCountOf(c, 'post-4')).toBe(0);
      // Priya blocks omarh after reposting his post: the block took it back; her undo of another is hers to make.
      await c.as('priyanair');
      await c.app.block({ userId: 'user-omar' });
      expect(await refusalOf(c.app.unrepostPost({ postId: 'post-3' }))).toMatchObject({ status: 400, code: 'repost.missing' });
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a deleted post leaves the feeds it was reposted into, and its count of reposts with it', async () => {
      const c = contract();
      await repostAs(c, 'priyanair', 'post-4');
      await c.as('lenaf');
      await c.app.deletePost({ postId: 'post-4' });
      await c.guest();
      expect((await homeFeed(c)).map(([id]) => id)).toEqual(['post-6', 'post-2', 'post-1']);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('refuses in words a second repost, the undo of none, a post that is not there or hidden, and changes nothing', async () => {
      const c = contract();
      expect(await failure(c.app.repostPost({ postId: 'post-4' }))).toEqual({ status: 401, message: messages.invalidToken });
      await repostAs(c, 'priyanair', 'post-4');
      expect(await refusalOf(c.app.repostPost({ postId: 'post-4' }))).toEqual({
        status: 400,
        code: 'repost.already',
        message: messages.alreadyReposted,
      });
      expect(await refusalOf(c.app.unrepostPost({ postId: 'post-3' }))).toMatchObject({ status: 400, code: 'repost.missing' });
      expect(await refusalOf(c.app.repostPost({ postId: 'no-such-post' }))).toMatchObject({ status: 404, code: 'post.not_found' });
      // One who blocks the author is told so; one the author blocks meets the post's 404.
      await c.guest();
      await c.app.block({ userId: 'user-lena' });
      expect(await refusalOf(c.app.repostPost({ postId: 'post-4' }))).toMatchObject({ status: 403, code: 'block.by_you' });
      await c.as('omarh');
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
      expect(await refusalOf(c.app.repostPost({ postId: 'post-3' }))).toEqual(await refusalOf(c.api.getPost({ postId: 'post-3' })));
      await c.as('omarh');
      expect([await repostCountOf(c, 'post-4'), await repostCountOf(c, 'post-3')]).toEqual([1, 0]);
    });
  });
}
