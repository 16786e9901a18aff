import type { Contract } from './context';
import { writeAsKenji } from './follow-requests.cases';
import { refusalOf } from './harness';

const kenji = 'user-kenji';

/** Every name of a list, read a page of `limit` at a time to its end, as a client pages it. */
async function everyName(read: (cursor: string | undefined) => Promise<{ users: Array<{ username: string }>; nextCursor: string | null }>) {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    names.push(...page.users.map((user) => user.username));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return names;
}

/** `person` signs in and follows kenjisato. */
async function followKenjiAs(c: Contract, person: string) {
  await c.as(person);
  await c.app.follow({ followUserId: kenji });
}

export function peopleListCases(contract: () => Contract): void {
  describe('the whole lists of people behind the previews', () => {
    it("a profile's followers and the people it follows, the latest first, paged to the end", async () => {
      const c = contract();
      const before = (await c.api.getUser({ userId: kenji })).user.followerCount;
      await followKenjiAs(c, 'omarh');
      await followKenjiAs(c, 'priyanair');
      const followers = await everyName((cursor) => c.app.getFollowers({ userId: kenji, query: { limit: 1, cursor } }));
      expect(followers.slice(0, 2)).toEqual(['priyanair', 'omarh']);
      expect(followers).toHaveLength(before + 2);
      expect(new Set(followers).size).toBe(followers.length);
      const { user } = await c.api.getUser({ userId: 'user-priya' });
      const following = await everyName((cursor) => c.app.getFollowing({ userId: 'user-priya', query: { limit: 2, cursor } }));
      expect(following[0]).toBe('kenjisato');
      expect([...following].sort()).toEqual(user.following.map((one) => one.username).sort());
    });

    it('someone the reader blocks is left out, though counted; a profile hidden from the reader lists nobody', async () => {
      const c = contract();
      await followKenjiAs(c, 'omarh');
      await c.as('priyanair');
      await c.app.block({ userId: 'user-omar' });
      const { users } = await c.app.getFollowers({ userId: kenji });
      expect(users.map((user) => user.username)).not.toContain('omarh');
      expect((await c.api.getUser({ userId: kenji })).user.followerCount).toBe(users.length + 1);
      await c.as('kenjisato');
      await c.app.block({ userId: 'user-priya' });
      await c.as('priyanair');
      expect(await refusalOf(c.app.getFollowing({ userId: kenji }))).toMatchObject({ status: 404, code: 'profile.unavailable' });
      expect(await refusalOf(c.app.getFollowers({ userId: 'user-nobody' }))).toMatchObject({ status: 404, code: 'user.not_found' });
    });

    it("a post's likers and reposters, the latest first; a dislike is neither", async () => {
      const c = contract();
      const postId = await writeAsKenji(c, 'public');
      await c.as('omarh');
      await c.app.likePost({ postId });
      await c.as('lenaf');
      await c.app.dislikePost({ postId });
      await c.app.repostPost({ postId });
      await c.as('priyanair');
      await c.app.likePost({ postId });
      await c.guest();
      expect((await c.app.getPostLikers({ postId })).users.map((user) => user.username)).toEqual(['priyanair', 'omarh']);
      expect((await c.app.getPostReposters({ postId })).users.map((user) => user.username)).toEqual(['lenaf']);
      const firstOnly = await c.app.getPostLikers({ postId, query: { limit: 1 } });
      expect(firstOnly.users.map((user) => user.username)).toEqual(['priyanair']);
      const rest = await c.app.getPostLikers({ postId, query: { limit: 1, cursor: firstOnly.nextCursor! } });
      expect([rest.users.map((user) => user.username), rest.nextCursor]).toEqual([['omarh'], null]);
    });

    it("a comment's upvoters, the latest first, paged; a downvote is not one; no such comment, or one on a post hidden from the reader: a 404", async () => {
      const c = contract();
      const postId = await writeAsKenji(c, 'public');
      const commentId = (await c.app.addComment({ postId, body: { text: 'First light on the hills.' } })).comment._id;
      for (const [person, vote] of [
        ['omarh', 'up'],
        ['lenaf', 'down'],
        ['priyanair', 'up'],
      ] as const) {
        await c.as(person);
        if (vote === 'up') await c.app.upvoteComment({ postId, commentId });
        else await c.app.downvoteComment({ postId, commentId });
      }
      await c.guest();
      const firstOnly = await c.app.getCommentUpvoters({ postId, commentId, query: { limit: 1 } });
      expect(firstOnly.users.map((user) => user.username)).toEqual(['priyanair']);
      const rest = await c.app.getCommentUpvoters({ postId, commentId, query: { limit: 1, cursor: firstOnly.nextCursor! } });
      expect([rest.users.map((user) => user.username), rest.nextCursor]).toEqual([['omarh'], null]);
      expect(await refusalOf(c.app.getCommentUpvoters({ postId, commentId: 'comment-nothing' }))).toMatchObject({
        status: 404,
        code: 'comment.not_found',
      });

      const hidden = await writeAsKenji(c, 'followers');
      const onHidden = (await c.app.addComment({ postId: hidden, body: { text: 'Only for friends.' } })).comment._id;
      await c.as('omarh');
      expect(await refusalOf(c.app.getCommentUpvoters({ postId: hidden, commentId: onHidden }))).toMatchObject({
        status: 404,
        code: 'post.not_found',
      });
    });

    it("a post the reader may not see has no list for them: the post's 404", async () => {
      const c = contract();
      const postId = await writeAsKenji(c, 'followers');
      await c.as('omarh');
      expect(await refusalOf(c.app.getPostLikers({ postId }))).toMatchObject({ status: 404, code: 'post.not_found' });
      expect(await refusalOf(c.app.getPostReposters({ postId: 'post-nothing' }))).toMatchObject({ status: 404, code: 'post.not_found' });
    });
  });
}
