import type { Contract } from './context';

export function seedCases(contract: () => Contract): void {
  describe('the seed', () => {
    it('has 6 users including the guest, and 6 posts with 2 comments each', async () => {
      const { api } = contract();
      const { users } = await api.getUsers();
      const { posts } = await api.getPosts();
      expect(users).toHaveLength(6);
      expect(users.map((user) => user.username)).toContain('guest');
      expect(posts).toHaveLength(6);
      expect(posts.every((post) => post.comments.length === 2)).toBe(true);
    });

    it('serves every image itself, never from another host', async () => {
      const { api, raw } = contract();
      const { users } = await api.getUsers();
      const { posts } = await api.getPosts();
      const images = [...users.map((user) => user.img), ...posts.map((post) => post.img)];
      for (const src of images) expect(src).toMatch(/^(data:image\/|\/api\/media\/)/);
      for (const src of images.filter((image) => image.startsWith('/api/'))) {
        const response = await raw('GET', src.slice('/api'.length));
        expect(response.status).toBe(200);
        expect(response.header('content-type')).toMatch(/^image\//);
      }
    });
  });
}
