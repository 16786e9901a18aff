import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, pngDataUrl } from './harness';

export function postCases(contract: () => Contract): void {
  describe('posts', () => {
    it('a new post, an edit, a like, a dislike and a delete each answer with the posts', async () => {
      const { api, guest } = contract();
      await guest();
      const created = await api.createPost({ body: { caption: 'Hi', content: 'First words' } });
      const mine = created.posts.find((post) => post.caption === 'Hi');
      expect(mine).toMatchObject({ username: 'guest', firstName: 'Guest', content: 'First words', img: '', comments: [] });
      const postId = mine!._id;
      expect(mine!.id).toBe(postId);
      const edited = await api.editPost({ postId, body: { caption: 'Hi again', content: 'Edited' } });
      expect(edited.posts.find((post) => post._id === postId)).toMatchObject({ caption: 'Hi again', content: 'Edited' });
      const liked = await api.likePost({ postId });
      expect(liked.posts.find((post) => post._id === postId)?.likes).toEqual({
        likeCount: 1,
        likedBy: [{ _id: 'user-guest', username: 'guest' }],
        dislikedBy: [],
      });
      const disliked = await api.dislikePost({ postId });
      expect(disliked.posts.find((post) => post._id === postId)?.likes).toEqual({
        likeCount: 0,
        likedBy: [],
        dislikedBy: [{ _id: 'user-guest', username: 'guest' }],
      });
      const afterDelete = await api.deletePost({ postId });
      expect(afterDelete.posts.some((post) => post._id === postId)).toBe(false);
      expect(await failure(api.getPost({ postId }))).toEqual({ status: 404, message: messages.postNotFound(postId) });
    });

    it('a post with an image keeps it, and an edit that leaves the image alone keeps it too', async () => {
      const { api, guest } = contract();
      await guest();
      const { posts } = await api.createPost({ body: { caption: 'Dot', content: 'One pixel', img: pngDataUrl } });
      const post = posts.find((candidate) => candidate.caption === 'Dot')!;
      expect(post.img).toMatch(/^(data:image\/|\/api\/media\/)/);
      const edited = await api.editPost({ postId: post._id, body: { caption: 'Dot, edited', content: 'One pixel', img: post.img } });
      expect(edited.posts.find((candidate) => candidate._id === post._id)?.img).toBe(post.img);
      const removed = await api.editPost({ postId: post._id, body: { caption: 'No dot', content: 'Gone', img: '' } });
      expect(removed.posts.find((candidate) => candidate._id === post._id)?.img).toBe('');
    });

    it('one post, and the posts of one user', async () => {
      const { api } = contract();
      expect((await api.getPost({ postId: 'post-2' })).post).toMatchObject({ _id: 'post-2', caption: 'Ridge walk', username: 'priyanair' });
      const { posts } = await api.getUserPosts({ username: 'priyanair' });
      expect(posts.map((post) => post.username)).toEqual(['priyanair']);
    });

    it('a like takes the user out of the dislikers, and the count is always the number of likers', async () => {
      const { api, guest } = contract();
      await guest();
      await api.dislikePost({ postId: 'post-1' });
      const liked = (await api.likePost({ postId: 'post-1' })).posts.find((post) => post._id === 'post-1')!;
      expect(liked.likes.likeCount).toBe(3);
      expect(liked.likes.likedBy.map((ref) => ref.username).sort()).toEqual(['guest', 'omarh', 'priyanair']);
      expect(liked.likes.dislikedBy).toEqual([]);
    });

    it('deleting a post takes its comments, likes and every bookmark of it with it', async () => {
      const c = contract();
      await c.guest();
      const { posts } = await c.api.createPost({ body: { caption: 'Short-lived', content: 'Soon gone' } });
      const postId = posts.find((post) => post.caption === 'Short-lived')!._id;
      await c.api.addComment({ postId, body: { text: 'Mine' } });
      await c.api.likePost({ postId });
      await c.api.addBookmark({ postId });
      await c.signInAs('priyanair', 'priyaNair123');
      await c.api.addBookmark({ postId });
      await c.guest();
      await c.api.deletePost({ postId });
      expect(await c.api.getBookmarks()).toEqual({ bookmarks: ['post-1'] });
      await c.signInAs('priyanair', 'priyaNair123');
      expect(await c.api.getBookmarks()).toEqual({ bookmarks: [] });
      expect(await failure(c.api.getComments({ postId }))).toEqual({ status: 404, message: messages.postNotFound(postId) });
    });
  });
}
