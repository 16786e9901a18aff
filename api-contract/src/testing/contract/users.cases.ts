import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, pngDataUrl } from './harness';

export function userCases(contract: () => Contract): void {
  describe('users and profiles', () => {
    it('a profile edit changes bio, website and avatar, never the username, and keeps what it leaves out', async () => {
      const { api, guest } = contract();
      await guest();
      const { user } = await api.editProfile({ body: { bio: 'Hello', website: 'https://guest.example' } });
      expect(user).toMatchObject({ username: 'guest', bio: 'Hello', website: 'https://guest.example' });
      const withAvatar = await api.editProfile({ body: { img: pngDataUrl } });
      expect(withAvatar.user).toMatchObject({ bio: 'Hello', website: 'https://guest.example' });
      expect(withAvatar.user.img).toMatch(/^(data:image\/|\/api\/media\/)/);
      expect((await api.getUser({ userId: 'user-guest' })).user.bio).toBe('Hello');
    });

    it("an edit of someone else's profile is refused and changes nothing", async () => {
      const { api, raw, guest, authorized } = contract();
      await guest();
      const response = await raw('POST', '/users/edit', {
        headers: authorized(),
        body: JSON.stringify({ userData: { username: 'priyanair', bio: 'hijacked' } }),
      });
      expect(response).toMatchObject({ status: 400, body: { errors: [messages.editForeignProfile] } });
      expect((await api.getUser({ userId: 'user-priya' })).user.bio).toBe('Photographer. Mountains over beaches.');
      expect((await api.getUser({ userId: 'user-guest' })).user.bio).toBe('Just looking around.');
    });

    it('one user by id, and every user', async () => {
      const { api } = contract();
      expect((await api.getUser({ userId: 'user-priya' })).user).toMatchObject({
        username: 'priyanair',
        firstName: 'Priya',
        lastName: 'Nair',
      });
      const lena = (await api.getUsers()).users.find((user) => user.username === 'lenaf')!;
      expect(lena.followers.map((ref) => ref.username)).toEqual(['priyanair']);
      expect(lena.following.map((ref) => ref.username)).toEqual(['kenjisato']);
    });

    it('users are found by part of their username or their name, whatever the letter case; with no search, the most followed first', async () => {
      const { app } = contract();
      const found = async (q: string) => (await app.searchUsers({ query: { q, limit: 10 } })).users.map((user) => user.username);
      expect(await found('NAIR')).toEqual(['priyanair']);
      expect(await found('haddad')).toEqual(['omarh']);
      expect(await found('Lena Fischer')).toEqual(['lenaf']);
      expect((await app.searchUsers({ query: { q: 'zzz', limit: 10 } })).users).toEqual([]);
      const first = await app.searchUsers({ query: { limit: 4 } });
      expect(first.users.map((user) => user.username)).toEqual(['adarshbalika', 'priyanair', 'kenjisato', 'lenaf']);
      const rest = await app.searchUsers({ query: { limit: 4, cursor: first.nextCursor } });
      expect(rest.users.map((user) => user.username)).toEqual(['guest', 'omarh']);
      expect(rest.nextCursor).toBeNull();
    });

    it('a search of the people one follows finds them and oneself alone; signed out, it finds no one', async () => {
      const { api, raw, guest } = contract();
      const signedOut = await raw('GET', '/users/search?q=a&following=true&limit=10');
      expect(signedOut).toMatchObject({ status: 200, body: { users: [] } });
      await guest();
      const names = async (query: { q?: string; following?: 'true' }) =>
        (await api.searchUsers({ query: { ...query, limit: 10 } })).users.map((user) => user.username);
      expect(await names({ q: 'a' })).toEqual(expect.arrayContaining(['kenjisato', 'lenaf', 'omarh']));
      expect(await names({ q: 'A', following: 'true' })).toEqual(['adarshbalika', 'priyanair']);
      expect(await names({ q: 'lena', following: 'true' })).toEqual([]);
      expect(await names({ q: '@PRIYA', following: 'true' })).toEqual(['priyanair']);
      expect(await names({ q: '@len' })).toEqual(['lenaf']);
      // Oneself among them, as on Mastodon.
      expect(await names({ following: 'true' })).toEqual(['adarshbalika', 'priyanair', 'guest']);
      expect(await names({ q: 'gue', following: 'true' })).toEqual(['guest']);
      expect(await raw('GET', '/users/search?q=a&following=yes')).toMatchObject({
        status: 400,
        body: { errors: ['following may only be "true".'] },
      });
    });

    it('the users a list of usernames names, whatever the letter case; unknown names are left out', async () => {
      const { app, raw } = contract();
      const { users } = await app.getUsers({ query: { usernames: ['LENAF', 'omarh', 'nobody'] } });
      expect(users.map((user) => user.username).sort()).toEqual(['lenaf', 'omarh']);
      expect(await raw('GET', `/users?usernames=${Array.from({ length: 101 }, (_, index) => `u${index}`).join(',')}`)).toMatchObject({
        status: 400,
        body: { errors: [messages.invalidUsernames] },
      });
    });

    it('without previews, the same people and counts, and no latest followers or followed', async () => {
      const { app, raw } = contract();
      const [full] = (await app.getUsers({ query: { usernames: ['lenaf'] } })).users;
      const [summary] = (await app.getUsers({ query: { usernames: ['lenaf'], previews: 'none' } })).users;
      expect(full!.followers.length).toBeGreaterThan(0);
      expect(summary).toEqual({ ...full, followers: [], following: [] });
      expect(await raw('GET', '/users?usernames=lenaf&previews=some')).toMatchObject({
        status: 400,
        body: { errors: ['previews must be none when given.'] },
      });
    });

    it('a user by username', async () => {
      const { app } = contract();
      expect((await app.getUserByUsername({ username: 'lenaf' })).user).toMatchObject({ _id: 'user-lena', firstName: 'Lena' });
      expect(await failure(app.getUserByUsername({ username: 'nobody' }))).toEqual({
        status: 404,
        message: messages.usernameNotFound('nobody'),
      });
    });
  });
}
