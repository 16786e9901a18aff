import { messages } from '../../messages';
import type { Contract } from './context';
import { failure } from './harness';

export function commentCases(contract: () => Contract): void {
  describe('comments', () => {
    it('comments can be added, edited, voted on and deleted', async () => {
      const { api, guest } = contract();
      await guest();
      const postId = 'post-2';
      const { comments } = await api.addComment({ postId, body: { text: 'Lovely' } });
      const mine = comments.at(-1)!;
      expect(mine).toMatchObject({ username: 'guest', text: 'Lovely', votes: { upvotedBy: [], downvotedBy: [] } });
      const commentId = mine._id;
      const edited = await api.editComment({ postId, commentId, body: { text: 'Lovely view' } });
      expect(edited.comments.at(-1)?.text).toBe('Lovely view');
      const upvoted = await api.upvoteComment({ postId, commentId });
      expect(upvoted.comments.at(-1)?.votes.upvotedBy).toEqual([{ _id: 'user-guest', username: 'guest' }]);
      const downvoted = await api.downvoteComment({ postId, commentId });
      expect(downvoted.comments.at(-1)?.votes).toEqual({ upvotedBy: [], downvotedBy: [{ _id: 'user-guest', username: 'guest' }] });
      const afterDelete = await api.deleteComment({ postId, commentId });
      expect(afterDelete.comments).toHaveLength(2);
      expect((await api.getComments({ postId })).comments).toHaveLength(2);
    });

    it('a vote is taken back, up or down, and taking back none changes nothing', async () => {
      const { api, app, guest } = contract();
      await guest();
      const postId = 'post-2';
      const commentId = (await api.addComment({ postId, body: { text: 'Lovely' } })).comments.at(-1)!._id;
      const votesOf = (comments: { _id: string; votes: unknown }[]) => comments.find((comment) => comment._id === commentId)?.votes;
      const none = { upvotedBy: [], downvotedBy: [] };
      await api.upvoteComment({ postId, commentId });
      expect(votesOf((await api.withdrawCommentVote({ postId, commentId })).comments)).toEqual(none);
      expect((await app.getCommentUpvoters({ postId, commentId })).users).toEqual([]);
      await api.downvoteComment({ postId, commentId });
      const { comment } = await app.withdrawCommentVote({ postId, commentId });
      expect(comment.votes).toEqual(none);
      expect(votesOf((await api.withdrawCommentVote({ postId, commentId })).comments)).toEqual(none);
      // Once taken back, the same vote may be cast again.
      const upvoted = await api.upvoteComment({ postId, commentId });
      expect(votesOf(upvoted.comments)).toEqual({ upvotedBy: [{ _id: 'user-guest', username: 'guest' }], downvotedBy: [] });
    });

    it('comments come oldest first, and a post carries them', async () => {
      const { api } = contract();
      const { comments } = await api.getComments({ postId: 'post-1' });
      expect(comments.map((comment) => comment.text)).toEqual(['Worth the alarm!', 'Where is this?']);
      const { post } = await api.getPost({ postId: 'post-1' });
      expect(post.comments.map((comment) => comment._id)).toEqual(comments.map((comment) => comment._id));
    });

    it("the post's author may delete a comment of someone else on it", async () => {
      const { api, guest } = contract();
      await guest();
      const { comments } = await api.deleteComment({ postId: 'post-6', commentId: 'comment-6-1' });
      expect(comments.map((comment) => comment._id)).toEqual(['comment-6-2']);
    });

    it('a comment named on another post than its own is not found there', async () => {
      const { api, guest } = contract();
      await guest();
      expect(await failure(api.editComment({ postId: 'post-2', commentId: 'comment-1-1', body: { text: 'x' } }))).toEqual({
        status: 404,
        message: messages.commentNotFound('comment-1-1'),
      });
    });
  });
}
