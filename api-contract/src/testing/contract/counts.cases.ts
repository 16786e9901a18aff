import { signedUp } from '../../payloads';
import type { Post } from '../../entities';
import { limits } from '../../limits';
import type { Contract } from './context';
import { newcomer, noDrift } from './harness';

/** `count` new people, signed up at once: their tokens and ids. */
async function signUpMany({ api }: Contract, count: number, prefix: string) {
  const people = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      api.signup({ body: { ...newcomer, username: `${prefix}${index}`, email: `${prefix}${index}@example.com` } }),
    ),
  );
  return people.map(signedUp).map(({ encodedToken, createdUser }) => ({ token: encodedToken, id: createdUser._id }));
}

export function countCases(contract: () => Contract): void {
  describe('counts, the people a record names, and what the viewer did', () => {
    it('records carry their counts, and what the signed-in viewer did', async () => {
      const { app, guest } = contract();
      expect((await app.getPost({ postId: 'post-1' })).post).toMatchObject({ commentCount: 2, likes: { likeCount: 2 } });
      expect((await app.getPost({ postId: 'post-1' })).post.likedByMe).toBeUndefined();
      expect((await app.getUser({ userId: 'user-adarsh' })).user).toMatchObject({ followerCount: 2, followingCount: 1, postCount: 1 });
      await guest();
      expect((await app.getPost({ postId: 'post-1' })).post).toMatchObject({ likedByMe: false, bookmarkedByMe: true });
      expect((await app.getPost({ postId: 'post-4' })).post).toMatchObject({ likedByMe: true, bookmarkedByMe: false });
      expect((await app.getUser({ userId: 'user-adarsh' })).user.followedByMe).toBe(true);
      expect((await app.getUser({ userId: 'user-omar' })).user.followedByMe).toBe(false);
    });

    it('the latest likers are shown, and the viewer among them even when their like is older', async () => {
      const c = contract();
      await c.guest();
      await c.app.likePost({ postId: 'post-3' });
      for (const { token } of await signUpMany(c, 25, 'fan')) {
        c.token = token;
        await c.app.likePost({ postId: 'post-3' });
      }
      c.token = null;
      const seenByNobody = (await c.api.getPost({ postId: 'post-3' })).post;
      expect(seenByNobody.likes.likeCount).toBe(26);
      // The latest 20, shown in the order they came.
      expect(seenByNobody.likes.likedBy.map((ref) => ref.username)).toEqual(Array.from({ length: 20 }, (_, index) => `fan${index + 5}`));
      await c.guest();
      const seenByGuest = (await c.api.getPost({ postId: 'post-3' })).post;
      expect(seenByGuest.likes.likedBy).toHaveLength(limits.previewMax);
      expect(seenByGuest.likes.likedBy).toContainEqual({ _id: 'user-guest', username: 'guest' });
      expect(seenByGuest.likedByMe).toBe(true);
      const taken = (await c.app.dislikePost({ postId: 'post-3' })).post;
      expect(taken.likes.likeCount).toBe(25);
      expect(taken.likes.dislikedBy).toEqual([{ _id: 'user-guest', username: 'guest' }]);
    });

    it('a user shows the latest 20 followers, the viewer among them when they follow, and the exact count', async () => {
      const c = contract();
      await c.guest();
      await c.app.follow({ followUserId: 'user-omar' });
      for (const { token } of await signUpMany(c, 25, 'fan')) {
        c.token = token;
        await c.app.follow({ followUserId: 'user-omar' });
      }
      await c.guest();
      const seenByGuest = (await c.app.getUser({ userId: 'user-omar' })).user;
      expect(seenByGuest).toMatchObject({ followerCount: 26, followedByMe: true, followingCount: 1, postCount: 1 });
      expect(seenByGuest.followers).toHaveLength(limits.previewMax);
      expect(seenByGuest.followers).toContainEqual({ _id: 'user-guest', username: 'guest' });
      c.token = null;
      const seenByAnyone = (await c.app.getUserByUsername({ username: 'omarh' })).user;
      expect(seenByAnyone.followers.map((ref) => ref.username)).toEqual(Array.from({ length: 20 }, (_, index) => `fan${index + 5}`));
      expect(seenByAnyone.followedByMe).toBeUndefined();
    });

    it('a post’s comments: the first 100 without a limit, and the post shows its first 20', async () => {
      const c = contract();
      await c.guest();
      for (let index = 0; index < 105; index += 1) await c.app.addComment({ postId: 'post-3', body: { text: `Comment ${index}` } });
      const { comments } = await c.api.getComments({ postId: 'post-3' });
      expect(comments).toHaveLength(limits.unpagedMax);
      expect(comments.slice(0, 2).map((comment) => comment.text)).toEqual(['Which bakery?', 'Respect for the distance.']);
      const { post } = await c.api.getPost({ postId: 'post-3' });
      expect(post.commentCount).toBe(107);
      expect(post.comments.map((comment) => comment._id)).toEqual(comments.slice(0, limits.previewMax).map((comment) => comment._id));
    }, 60_000);

    it('counts stay exact when likes, comments and follows in both directions race', async () => {
      const c = contract();
      await c.harness.reset({ users: 20, posts: 40 });
      const people = await signUpMany(c, 8, 'racer');
      const answers = await Promise.all(
        people.flatMap(({ token }, index) => {
          const headers = { authorization: token, 'content-type': 'application/json' };
          return [
            c.raw('POST', '/posts/like/post-x1', { headers, body: '{}' }),
            c.raw('POST', `/posts/${index % 2 ? 'dislike' : 'like'}/post-x2`, { headers, body: '{}' }),
            c.raw('POST', '/comments/add/post-x1', { headers, body: JSON.stringify({ commentData: { text: 'Race' } }) }),
            ...people.map((other) => c.raw('POST', `/users/follow/${other.id}`, { headers, body: '{}' })),
          ];
        }),
      );
      // None fails for the race itself (a deadlock would be a 500): following oneself is the one refusal.
      expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
      expect((await c.api.getUser({ userId: people[0]!.id })).user).toMatchObject({ followerCount: 7, followingCount: 7 });
    }, 60_000);

    it('a like answers in under 2 KB however many people like the post; counts stay exact', async () => {
      const c = contract();
      for (const { token } of await signUpMany(c, 25, 'fan')) {
        c.token = token;
        await c.app.likePost({ postId: 'post-3' });
      }
      await c.guest();
      const response = await c.raw('POST', '/posts/like/post-3', { headers: { ...c.authorized(), prefer: 'return=minimal' }, body: '{}' });
      expect(response.status).toBe(201);
      const { post } = response.body as { post: Post };
      // Measured without the images' addresses, which are the same size on any database (data URLs in the page's mock).
      const withoutAddresses = { ...post, img: '', images: post.images.map((image) => ({ ...image, url: '' })) };
      expect(JSON.stringify({ post: withoutAddresses }).length).toBeLessThan(2048);
      expect(post.likes.likeCount).toBe(26);
      expect(post.likes.likedBy.length).toBeLessThanOrEqual(limits.previewMax);
      expect(post.likes.likedBy).toContainEqual({ _id: 'user-guest', username: 'guest' });
      expect(post.likedByMe).toBe(true);
      // The spec's call shows the same: an exact count, the latest likers, the viewer among them.
      const full = (await c.api.getPost({ postId: 'post-3' })).post;
      expect(full.likes.likeCount).toBe(26);
      expect(full.likes.likedBy.length).toBeLessThanOrEqual(limits.previewMax);
      expect(full.likes.likedBy).toContainEqual({ _id: 'user-guest', username: 'guest' });
    });
  });
}
