import { messages } from '../../messages';
import type { Contract } from './context';
import { newcomer } from './harness';

export function httpCases(contract: () => Contract): void {
  describe('HTTP, the same on every transport', () => {
    it('with Prefer: return=minimal, each change answers only the changed record', async () => {
      const { app, guest } = contract();
      await guest();
      const liked = await app.likePost({ postId: 'post-3' });
      expect(Object.keys(liked)).toEqual(['post']);
      expect(liked.post).toMatchObject({
        _id: 'post-3',
        likedByMe: true,
        likes: { likeCount: 1, likedBy: [{ _id: 'user-guest', username: 'guest' }], dislikedBy: [] },
      });
      expect((await app.dislikePost({ postId: 'post-3' })).post).toMatchObject({ likedByMe: false, likes: { likeCount: 0 } });
      const created = await app.createPost({ body: { caption: 'Minimal', content: 'Just this one' } });
      expect(Object.keys(created)).toEqual(['post']);
      expect(created.post).toMatchObject({ caption: 'Minimal', username: 'guest', commentCount: 0 });
      const postId = created.post._id;
      expect((await app.editPost({ postId, body: { caption: 'Minimal, edited', content: 'Still one' } })).post.caption).toBe(
        'Minimal, edited',
      );
      const { comment } = await app.addComment({ postId: 'post-3', body: { text: 'Only this' } });
      expect(comment).toMatchObject({ username: 'guest', text: 'Only this' });
      const commentId = comment._id;
      expect((await app.editComment({ postId: 'post-3', commentId, body: { text: 'Only this, edited' } })).comment.text).toBe(
        'Only this, edited',
      );
      expect((await app.upvoteComment({ postId: 'post-3', commentId })).comment.votes.upvotedBy).toEqual([
        { _id: 'user-guest', username: 'guest' },
      ]);
      expect(await app.deleteComment({ postId: 'post-3', commentId })).toEqual({ commentId });
      expect((await app.addBookmark({ postId: 'post-3' })).post).toMatchObject({ _id: 'post-3', bookmarkedByMe: true });
      expect((await app.removeBookmark({ postId: 'post-3' })).post).toMatchObject({ _id: 'post-3', bookmarkedByMe: false });
      const followed = await app.follow({ followUserId: 'user-omar' });
      expect(followed.followUser).toMatchObject({ username: 'omarh', followedByMe: true, followerCount: 1 });
      expect(followed.user).toMatchObject({ username: 'guest', followingCount: 3 });
      expect(await app.deletePost({ postId })).toEqual({ postId });
    });

    // The server once read `return=minimal; x=y` as not minimal while the mock did (RFC 7240 allows parameters).
    it.each([
      ['return=minimal', true],
      ['return=minimal; x=y', true],
      ['RETURN = "minimal"', true],
      ['respond-async, return=minimal', true],
      ['return=representation', false],
      ['minimal', false],
    ])('Prefer: %s asks for the minimal answer: %s', async (prefer, minimal) => {
      const { raw, guest, authorized } = contract();
      await guest();
      const response = await raw('POST', '/posts/like/post-3', { headers: { ...authorized(), prefer }, body: '{}' });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body as object)).toEqual([minimal ? 'post' : 'posts']);
      expect(response.header('preference-applied')).toBe(minimal ? 'return=minimal' : null);
      expect(response.header('vary')).toMatch(/prefer/i);
    });

    // Login answers carried their token with no Cache-Control, so a shared cache or the browser's
    // history could keep it (issue 17).
    it('an answer that carries a token says no cache may keep it (login, signup)', async () => {
      const { raw } = contract();
      const json = { 'content-type': 'application/json' };
      const login = await raw('POST', '/auth/login', { headers: json, body: JSON.stringify({ username: 'guest', password: 'guest123' }) });
      expect(login.status).toBe(200);
      expect(login.header('cache-control')).toBe('no-store');
      const signup = await raw('POST', '/auth/signup', { headers: json, body: JSON.stringify(newcomer) });
      expect(signup.status).toBe(201);
      expect(signup.header('cache-control')).toBe('no-store');
    });

    // Only login and export said so: a shared cache or the browser's history could keep one's
    // sessions, notifications, bookmarks, mutes or feed (issue 32).
    it('an answer that is someone’s own says no cache may keep it; a public read by no one may be kept', async () => {
      const c = contract();
      await c.guest();
      const own = ['/auth/sessions', '/notifications', '/users/bookmark', '/users/me/mutes', '/posts/feed?limit=5', '/posts/post-1'];
      for (const path of own) {
        const answer = await c.raw('GET', path, { headers: c.authorized() });
        expect([path, answer.status, answer.header('cache-control')]).toEqual([path, 200, 'no-store']);
      }
      const anyone = await c.raw('GET', '/posts/post-1');
      expect(anyone.status).toBe(200);
      expect(anyone.header('cache-control')).not.toBe('no-store');
    });

    // The mock once answered a 500 with the raised error's own text; the server never did.
    it('a failure inside the API is a 500 whose words give nothing away, and the next call works', async () => {
      const { api, harness, guest } = contract();
      await guest();
      harness.breakNextQuery();
      const response = await contract().raw('GET', '/posts/post-1');
      expect(response).toMatchObject({ status: 500, body: { errors: [messages.serverFailure] } });
      expect(JSON.stringify(response.body)).not.toMatch(/query|database|broken/i);
      expect((await api.getPost({ postId: 'post-1' })).post.caption).toBe('First light');
    });

    it('a call the API does not have is a 404 in the contract’s shape', async () => {
      const response = await contract().raw('GET', '/no-such-call');
      expect(response).toMatchObject({ status: 404, body: { errors: [messages.noSuchCall('GET', '/api/no-such-call')] } });
    });
  });
}
