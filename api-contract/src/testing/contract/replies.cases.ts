import type { Comment } from '../../entities';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, noDrift } from './harness';

const texts = (comments: Comment[]) => comments.map((comment) => comment.text);

/** A reply by whoever `c` signs in as, to the comment `parentId` of post `postId`. */
const reply = async (c: Contract, postId: string, parentId: string, text: string) =>
  (await c.app.addComment({ postId, body: { text, parentId } })).comment;

export function replyCases(contract: () => Contract): void {
  describe('replies to comments', () => {
    it('a reply shows under the comment it answers, not among the comments on the post; both counts count it', async () => {
      const c = contract();
      await c.as('omarh');
      const answer = await reply(c, 'post-3', 'comment-3-1', 'The one by the bridge.');
      expect(answer).toMatchObject({ username: 'omarh', text: 'The one by the bridge.', parentId: 'comment-3-1', replyCount: 0 });

      const { comments } = await c.app.getComments({ postId: 'post-3', query: { limit: 10 } });
      expect(texts(comments)).toEqual(['Which bakery?', 'Respect for the distance.']);
      expect(comments.map((comment) => [comment.parentId, comment.replyCount])).toEqual([
        [null, 1],
        [null, 0],
      ]);
      // The spec's list and a post's first comments are the comments on the post too.
      expect(texts((await c.api.getComments({ postId: 'post-3' })).comments)).toEqual(['Which bakery?', 'Respect for the distance.']);
      expect((await c.app.getPost({ postId: 'post-3' })).post.commentCount).toBe(3);

      const replies = await c.app.getReplies({ postId: 'post-3', commentId: 'comment-3-1' });
      expect(replies).toEqual({ comments: [answer], nextCursor: null });
    });

    it('a comment or a reply by its id reads as its post’s lists show it; one on another post, of no post, or hidden by a block: a 404', async () => {
      const c = contract();
      await c.as('omarh');
      const answer = await reply(c, 'post-1', 'comment-1-2', 'Mine too.');
      const { comments } = await c.app.getComments({ postId: 'post-1', query: { limit: 10 } });
      const read = () => c.app.getComment({ postId: 'post-1', commentId: answer._id });
      expect((await c.app.getComment({ postId: 'post-1', commentId: 'comment-1-2' })).comment).toEqual(
        comments.find((comment) => comment._id === 'comment-1-2'),
      );
      expect((await read()).comment).toEqual(answer);
      expect(await failure(c.app.getComment({ postId: 'post-3', commentId: 'comment-1-2' }))).toEqual({
        status: 404,
        message: messages.commentNotFound('comment-1-2'),
      });
      expect(await failure(c.app.getComment({ postId: 'no-post', commentId: 'comment-1-2' }))).toEqual({
        status: 404,
        message: messages.postNotFound('no-post'),
      });
      await c.guest();
      expect((await read()).comment.text).toBe('Mine too.');
      await c.as('omarh');
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
      expect(await failure(read())).toEqual({ status: 404, message: messages.commentNotFound(answer._id) });
    });

    it('a reply to a reply answers the comment it is under: one level, as Instagram and Pixelfed have it', async () => {
      const c = contract();
      await c.as('omarh');
      const first = await reply(c, 'post-3', 'comment-3-1', 'The one by the bridge.');
      await c.as('kenjisato');
      const second = await reply(c, 'post-3', first._id, '@omarh thanks!');
      expect(second.parentId).toBe('comment-3-1');
      const { comments } = await c.app.getReplies({ postId: 'post-3', commentId: 'comment-3-1' });
      expect(texts(comments)).toEqual(['The one by the bridge.', '@omarh thanks!']);
      expect((await c.app.getReplies({ postId: 'post-3', commentId: first._id })).comments).toEqual([]);
    });

    it('replies come a page at a time, oldest first, and a cursor of the comments is not one of replies', async () => {
      const c = contract();
      await c.guest();
      for (const text of ['one', 'two', 'three', 'four', 'five']) await reply(c, 'post-1', 'comment-1-2', text);
      const first = await c.app.getReplies({ postId: 'post-1', commentId: 'comment-1-2', query: { limit: 2 } });
      const second = await c.app.getReplies({ postId: 'post-1', commentId: 'comment-1-2', query: { limit: 2, cursor: first.nextCursor } });
      const third = await c.app.getReplies({ postId: 'post-1', commentId: 'comment-1-2', query: { limit: 2, cursor: second.nextCursor } });
      expect([first, second, third].map((page) => texts(page.comments))).toEqual([['one', 'two'], ['three', 'four'], ['five']]);
      expect(third.nextCursor).toBeNull();
      const comments = await c.app.getComments({ postId: 'post-1', query: { limit: 1 } });
      expect(
        await failure(c.app.getReplies({ postId: 'post-1', commentId: 'comment-1-2', query: { cursor: comments.nextCursor } })),
      ).toEqual({
        status: 400,
        message: messages.invalidCursor,
      });
    });

    it('a reply to a comment that is gone, or on another post, is a 404 in words and changes nothing', async () => {
      const c = contract();
      await c.guest();
      const before = (await c.app.getPost({ postId: 'post-3' })).post.commentCount;
      const gone = { status: 404, message: messages.replyTargetGone('comment-9-9') };
      expect(await failure(c.app.addComment({ postId: 'post-3', body: { text: 'Hello?', parentId: 'comment-9-9' } }))).toEqual(gone);
      expect(await failure(c.app.addComment({ postId: 'post-3', body: { text: 'Hello?', parentId: 'comment-1-1' } }))).toEqual({
        status: 404,
        message: messages.replyTargetGone('comment-1-1'),
      });
      await c.as('priyanair');
      await c.app.deleteComment({ postId: 'post-3', commentId: 'comment-3-2' });
      await c.guest();
      expect(await failure(c.app.addComment({ postId: 'post-3', body: { text: 'Hello?', parentId: 'comment-3-2' } }))).toEqual({
        status: 404,
        message: messages.replyTargetGone('comment-3-2'),
      });
      expect((await c.app.getPost({ postId: 'post-3' })).post.commentCount).toBe(before - 1);
      expect(await failure(c.app.addComment({ postId: 'post-3', body: { text: 'Hello?', parentId: 'comment-3-1\u0000' } }))).toEqual({
        status: 400,
        message: 'parentId must be the id of a comment.',
      });
    });

    it('a deleted comment takes its replies with it, and the counts follow', async () => {
      const c = contract();
      await c.guest();
      await reply(c, 'post-6', 'comment-6-1', 'Thanks!');
      await reply(c, 'post-6', 'comment-6-1', 'Really.');
      expect((await c.app.getPost({ postId: 'post-6' })).post.commentCount).toBe(4);
      // The post's author deletes a comment of someone else's, and its replies go too.
      await c.app.deleteComment({ postId: 'post-6', commentId: 'comment-6-1' });
      expect((await c.app.getPost({ postId: 'post-6' })).post.commentCount).toBe(1);
      expect(await failure(c.app.getReplies({ postId: 'post-6', commentId: 'comment-6-1' }))).toEqual({
        status: 404,
        message: messages.commentNotFound('comment-6-1'),
      });
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a reply is edited, voted on and deleted as any comment; its comment counts one less', async () => {
      const c = contract();
      await c.as('kenjisato');
      const mine = await reply(c, 'post-3', 'comment-3-2', 'Agreed');
      const edited = (await c.app.editComment({ postId: 'post-3', commentId: mine._id, body: { text: 'Agreed, truly' } })).comment;
      expect(edited).toMatchObject({ text: 'Agreed, truly', parentId: 'comment-3-2' });
      await c.as('omarh');
      expect((await c.app.upvoteComment({ postId: 'post-3', commentId: mine._id })).comment.votes.upvotedBy).toEqual([
        { _id: 'user-omar', username: 'omarh' },
      ]);
      // The post's author may delete a reply on their post.
      await c.app.deleteComment({ postId: 'post-3', commentId: mine._id });
      const { comments } = await c.app.getComments({ postId: 'post-3', query: { limit: 10 } });
      expect(comments.find((comment) => comment._id === 'comment-3-2')?.replyCount).toBe(0);
    });

    it('replies of people the reader blocks or mutes are left out; a reply to a comment of someone who blocks the replier is refused', async () => {
      const c = contract();
      await c.as('kenjisato');
      await reply(c, 'post-3', 'comment-3-2', 'From Kenji');
      await c.as('lenaf');
      await reply(c, 'post-3', 'comment-3-2', 'From Lena');
      await c.guest();
      await c.app.mute({ userId: 'user-kenji' });
      expect(texts((await c.app.getReplies({ postId: 'post-3', commentId: 'comment-3-2' })).comments)).toEqual(['From Lena']);
      await c.app.block({ userId: 'user-lena' });
      expect(texts((await c.app.getReplies({ postId: 'post-3', commentId: 'comment-3-2' })).comments)).toEqual([]);
      // Priya wrote comment-3-2 and blocks the guest: the guest may not answer her, nor read what
      // answers her, and is told neither in words that say she is blocked.
      await c.as('priyanair');
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
      expect(await failure(c.app.addComment({ postId: 'post-3', body: { text: 'Hi', parentId: 'comment-3-2' } }))).toEqual({
        status: 404,
        message: messages.commentNotFound('comment-3-2'),
      });
      expect(await failure(c.app.getReplies({ postId: 'post-3', commentId: 'comment-3-2' }))).toEqual({
        status: 404,
        message: messages.commentNotFound('comment-3-2'),
      });
    });
  });
}
