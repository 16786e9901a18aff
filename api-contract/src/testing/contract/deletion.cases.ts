import { signedUp } from '../../payloads';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, newcomer, noDrift, pngDataUrl } from './harness';

/** The seed's numbers the deletion below must leave as they were. */
async function countsSeenByGuest(c: Contract) {
  const { post } = await c.app.getPost({ postId: 'post-1' });
  const { user: adarsh } = await c.app.getUser({ userId: 'user-adarsh' });
  const { user: guest } = await c.app.getUser({ userId: 'user-guest' });
  return {
    likes: post.likes.likeCount,
    comments: post.commentCount,
    likers: post.likes.likedBy.map((liker) => liker.username),
    adarshFollowers: adarsh.followerCount,
    guestFollowing: guest.followingCount,
  };
}

export function deletionCases(contract: () => Contract): void {
  describe('deleting an account', () => {
    it('takes everything the account made with it, leaves every count right, and frees the username', async () => {
      const c = contract();
      await c.guest();
      const before = await countsSeenByGuest(c);
      const guestToken = c.token;

      const { encodedToken, createdUser } = signedUp(await c.api.signup({ body: newcomer }));
      c.token = encodedToken;
      const { post } = await c.app.createPost({ body: { caption: 'Mine', content: 'Soon gone', img: pngDataUrl } });
      await c.app.likePost({ postId: 'post-1' });
      await c.app.addComment({ postId: 'post-1', body: { text: 'Gone with me' } });
      await c.app.follow({ followUserId: 'user-adarsh' });
      await c.app.addBookmark({ postId: 'post-2' });
      c.token = guestToken;
      await c.app.follow({ followUserId: createdUser._id });
      await c.app.likePost({ postId: post._id });
      await c.app.addComment({ postId: post._id, body: { text: 'On a post that goes' } });

      c.token = encodedToken;
      expect(await c.api.deleteAccount({ body: { password: newcomer.password } })).toEqual({ userId: createdUser._id });

      c.token = guestToken;
      expect(await countsSeenByGuest(c)).toEqual(before);
      expect(await failure(c.api.getPost({ postId: post._id }))).toEqual({ status: 404, message: messages.postNotFound(post._id) });
      expect(await failure(c.api.getUser({ userId: createdUser._id }))).toMatchObject({ status: 404 });
      expect((await c.api.getComments({ postId: 'post-1' })).comments.map((comment) => comment.text)).not.toContain('Gone with me');
      expect(await c.harness.countDrift()).toEqual(noDrift);

      // Its token names no one now, and its name is anyone's again.
      expect((await c.raw('GET', '/users/bookmark', { headers: { authorization: encodedToken } })).status).toBe(404);
      expect(await failure(c.api.login({ body: { username: newcomer.username, password: newcomer.password } }))).toEqual({
        status: 404,
        message: messages.userNotRegistered,
      });
      const { createdUser: again } = signedUp(await c.api.signup({ body: newcomer }));
      expect(again).toMatchObject({ username: newcomer.username, postCount: 0, followerCount: 0 });
    });

    it('a wrong password is a 401 and deletes nothing', async () => {
      const c = contract();
      await c.as('omarh');
      expect(await failure(c.api.deleteAccount({ body: { password: 'not-the-password' } }))).toEqual({
        status: 401,
        message: messages.wrongPassword,
      });
      await expect(c.api.getUserPosts({ username: 'omarh' })).resolves.toBeTruthy();
      await c.as('omarh');
    });

    it('needs a signed-in person, and the password', async () => {
      const c = contract();
      expect(await failure(c.api.deleteAccount({ body: { password: 'x' } }))).toEqual({ status: 401, message: messages.invalidToken });
      await c.as('omarh');
      expect(await failure(c.api.deleteAccount({ body: { password: '' } }))).toEqual({ status: 400, message: 'Password is required.' });
    });
  });
}
