import type { Contract } from './context';

export function connectionCases(contract: () => Contract): void {
  describe('bookmarks and follows', () => {
    it('bookmarks answer with the list, and follows with both users', async () => {
      const { api, guest } = contract();
      await guest();
      expect(await api.getBookmarks()).toEqual({ bookmarks: ['post-1'] });
      expect(await api.addBookmark({ postId: 'post-3' })).toEqual({ bookmarks: ['post-1', 'post-3'] });
      expect(await api.removeBookmark({ postId: 'post-1' })).toEqual({ bookmarks: ['post-3'] });
      const followed = await api.follow({ followUserId: 'user-omar' });
      expect(followed.user.following.map((ref) => ref.username)).toContain('omarh');
      expect(followed.followUser.followers.map((ref) => ref.username)).toContain('guest');
      const unfollowed = await api.unfollow({ followUserId: 'user-omar' });
      expect(unfollowed.user.following.map((ref) => ref.username)).not.toContain('omarh');
      expect(unfollowed.followUser.followers).toEqual([]);
    });
  });
}
