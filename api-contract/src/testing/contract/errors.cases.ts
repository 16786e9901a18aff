import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, newcomer } from './harness';

type Case = [name: string, message: string, call: (c: Contract) => Promise<unknown>];

export function errorCases(contract: () => Contract): void {
  describe('every server error of spec section 8', () => {
    it.each([
      [
        'signup with a taken username',
        422,
        messages.usernameTaken,
        (c: Contract) => c.api.signup({ body: { ...newcomer, username: 'guest' } }),
      ],
      [
        'login with an unknown user',
        404,
        messages.userNotRegistered,
        (c: Contract) => c.api.login({ body: { username: 'nobody', password: 'whatever' } }),
      ],
      [
        'login with a wrong password',
        401,
        messages.wrongPassword,
        (c: Contract) => c.api.login({ body: { username: 'guest', password: 'wrong-one' } }),
      ],
      ['a call with no token', 401, messages.invalidToken, (c: Contract) => c.api.likePost({ postId: 'post-1' })],
    ])('%s', async (_case, status, message, call) => {
      expect(await failure(call(contract()))).toEqual({ status, message });
    });

    it.each<Case>([
      [
        'edit a post of someone else',
        messages.editForeignPost,
        (c) => c.api.editPost({ postId: 'post-1', body: { caption: 'x', content: 'y' } }),
      ],
      ['delete a post of someone else', messages.deleteForeignPost, (c) => c.api.deletePost({ postId: 'post-1' })],
      ['like a post already liked', messages.alreadyLiked, (c) => c.api.likePost({ postId: 'post-4' })],
      ['dislike a post with no likes', messages.likeBelowZero, (c) => c.api.dislikePost({ postId: 'post-3' })],
      [
        'edit a comment of someone else',
        messages.editForeignComment,
        (c) => c.api.editComment({ postId: 'post-1', commentId: 'comment-1-1', body: { text: 'x' } }),
      ],
      [
        'delete a comment of someone else on a post of someone else',
        messages.deleteForeignComment,
        (c) => c.api.deleteComment({ postId: 'post-1', commentId: 'comment-1-1' }),
      ],
      ['bookmark a post already bookmarked', messages.alreadyBookmarked, (c) => c.api.addBookmark({ postId: 'post-1' })],
      ['remove a bookmark never made', messages.notBookmarked, (c) => c.api.removeBookmark({ postId: 'post-2' })],
      ['follow a user already followed', messages.alreadyFollowing, (c) => c.api.follow({ followUserId: 'user-adarsh' })],
      ['unfollow a user not followed', messages.notFollowing, (c) => c.api.unfollow({ followUserId: 'user-omar' })],
      ['follow oneself', messages.followSelf, (c) => c.api.follow({ followUserId: 'user-guest' })],
      [
        'dislike a post already disliked',
        messages.alreadyDisliked,
        async (c) => (await c.api.dislikePost({ postId: 'post-1' }), c.api.dislikePost({ postId: 'post-1' })),
      ],
      [
        'upvote a comment twice',
        messages.alreadyUpvoted,
        async (c) => {
          await c.api.upvoteComment({ postId: 'post-1', commentId: 'comment-1-1' });
          return c.api.upvoteComment({ postId: 'post-1', commentId: 'comment-1-1' });
        },
      ],
      [
        'downvote a comment twice',
        messages.alreadyDownvoted,
        async (c) => {
          await c.api.downvoteComment({ postId: 'post-1', commentId: 'comment-1-1' });
          return c.api.downvoteComment({ postId: 'post-1', commentId: 'comment-1-1' });
        },
      ],
    ])('400: %s', async (_case, message, call) => {
      const c = contract();
      await c.guest();
      expect(await failure(call(c))).toEqual({ status: 400, message });
    });
  });

  describe('the order refusals come in', () => {
    // Every transport checks a call the same way: who calls, then what the call sends (the body,
    // the query), then what it names (the post, the comment) and whose it is.
    it.each<Case>([
      [
        'a post that does not exist',
        'Caption is required.',
        (c) => c.api.editPost({ postId: 'nope', body: { caption: '', content: 'y' } }),
      ],
      ["someone else's post", 'Caption is required.', (c) => c.api.editPost({ postId: 'post-1', body: { caption: '', content: 'y' } })],
      [
        'a comment that does not exist',
        'Comment is required.',
        (c) => c.api.editComment({ postId: 'post-1', commentId: 'nope', body: { text: '' } }),
      ],
      [
        'the comments of a post that does not exist',
        messages.invalidLimit,
        (c) => c.api.getComments({ postId: 'nope', query: { limit: 0 } }),
      ],
    ])('what a call sends is checked before what it names: %s', async (_case, message, call) => {
      const c = contract();
      await c.guest();
      expect(await failure(call(c))).toEqual({ status: 400, message });
    });

    it('who calls comes first: no token is a 401 whatever the call sends', async () => {
      expect(await failure(contract().api.editPost({ postId: 'nope', body: { caption: '', content: 'y' } }))).toEqual({
        status: 401,
        message: messages.invalidToken,
      });
    });
  });

  // The described mock threw (a 500) on unknown ids and read bodies without checking them.
  describe('unknown and hostile ids', () => {
    it.each<Case>([
      ['a post', messages.postNotFound('nope'), (c) => c.api.getPost({ postId: 'nope' })],
      ['a post to like', messages.postNotFound('nope'), (c) => c.api.likePost({ postId: 'nope' })],
      ["a post's comments", messages.postNotFound('nope'), (c) => c.api.getComments({ postId: 'nope' })],
      [
        'a comment to edit',
        messages.commentNotFound('nope'),
        (c) => c.api.editComment({ postId: 'post-1', commentId: 'nope', body: { text: 'x' } }),
      ],
      ['a comment to vote on', messages.commentNotFound('nope'), (c) => c.api.upvoteComment({ postId: 'post-1', commentId: 'nope' })],
      ['a user', messages.userNotFound('nope'), (c) => c.api.getUser({ userId: 'nope' })],
      ['a user to follow', messages.userNotFound('nope'), (c) => c.api.follow({ followUserId: 'nope' })],
      ['a post to bookmark', messages.postNotFound('nope'), (c) => c.api.addBookmark({ postId: 'nope' })],
      ["a user's posts", messages.usernameNotFound('nope'), (c) => c.api.getUserPosts({ username: 'nope' })],
      ['a post named __proto__', messages.postNotFound('__proto__'), (c) => c.api.getPost({ postId: '__proto__' })],
      ['a post named constructor', messages.postNotFound('constructor'), (c) => c.api.likePost({ postId: 'constructor' })],
      ['a user named __proto__', messages.userNotFound('__proto__'), (c) => c.api.getUser({ userId: '__proto__' })],
      ["a user's posts named toString", messages.usernameNotFound('toString'), (c) => c.api.getUserPosts({ username: 'toString' })],
      ['a post named with SQL', messages.postNotFound("' OR '1'='1"), (c) => c.api.getPost({ postId: "' OR '1'='1" })],
      [
        'a user named with SQL',
        messages.userNotFound('x); DROP TABLE users; --'),
        (c) => c.api.getUser({ userId: 'x); DROP TABLE users; --' }),
      ],
    ])('%s that does not exist is a 404 naming it', async (_case, message, call) => {
      const c = contract();
      await c.guest();
      expect(await failure(call(c))).toEqual({ status: 404, message });
    });

    it('an id with a percent sign or a slash in it is a 404 naming it as it was sent', async () => {
      const { api } = contract();
      expect(await failure(api.getPost({ postId: '100%' }))).toEqual({ status: 404, message: messages.postNotFound('100%') });
      expect(await failure(api.getPost({ postId: 'a/b' }))).toEqual({ status: 404, message: messages.postNotFound('a/b') });
    });

    it('a malformed percent-encoding in a path is a 400', async () => {
      const { api, raw } = contract();
      const response = await raw('GET', '/posts/%E0%A4%A');
      expect(response).toMatchObject({ status: 400, body: { errors: [messages.malformedAddress] } });
      expect((await api.getPosts()).posts).toHaveLength(6);
    });
  });
}
