import { signedUp } from '../../payloads';
import { guestCredentials } from '../../seed/guest';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, newcomer, opened } from './harness';

export function accountCases(contract: () => Contract): void {
  describe('accounts', () => {
    it('signup answers 201 with createdUser and a token that works for the next call', async () => {
      const c = contract();
      const { createdUser, encodedToken } = signedUp(await c.api.signup({ body: newcomer }));
      expect(createdUser).toMatchObject({
        username: 'newbie',
        firstName: 'New',
        email: 'newbie@example.com',
        followers: [],
        following: [],
        bookmarks: [],
      });
      c.token = encodedToken;
      await expect(c.api.getBookmarks()).resolves.toEqual({ bookmarks: [] });
      await c.signInAs('newbie', newcomer.password);
      expect(c.token).toBeTruthy();
    });

    it('login answers foundUser and a token', async () => {
      const { foundUser, encodedToken } = opened(await contract().api.login({ body: guestCredentials }));
      expect(foundUser).toMatchObject({ _id: 'user-guest', username: 'guest', firstName: 'Guest' });
      expect(encodedToken.split('.')).toHaveLength(3);
    });

    // The mock and the server once matched usernames by different rules.
    it('a username is one name whatever its letter case for signing in, signing up, searching and listing; an address names it exactly', async () => {
      const { api, app } = contract();
      expect(opened(await api.login({ body: { username: 'GUEST', password: guestCredentials.password } })).foundUser.username).toBe(
        'guest',
      );
      expect(await failure(api.signup({ body: { ...newcomer, username: 'GuEsT' } }))).toEqual({
        status: 422,
        message: messages.usernameTaken,
      });
      expect((await app.searchUsers({ query: { q: 'GUE' } })).users.map((user) => user.username)).toEqual(['guest']);
      expect((await app.getUsers({ query: { usernames: ['GUEST'] } })).users.map((user) => user.username)).toEqual(['guest']);
      expect(await failure(app.getUserByUsername({ username: 'Guest' }))).toEqual({
        status: 404,
        message: messages.usernameNotFound('Guest'),
      });
      expect(await failure(api.getUserPosts({ username: 'GUEST' }))).toEqual({ status: 404, message: messages.usernameNotFound('GUEST') });
    });

    it("a language chosen for one's account comes back with the next sign-in, on one's own record only", async () => {
      const c = contract();
      await c.guest();
      expect(await c.api.setLanguage({ body: { language: 'ja' } })).toEqual({ language: 'ja' });
      expect(opened(await c.api.login({ body: guestCredentials })).foundUser.language).toBe('ja');
      await c.signInAs('priyanair', 'priyaNair123');
      expect((await c.api.getUser({ userId: 'user-guest' })).user.language).toBeUndefined();
      await c.guest();
      expect(await c.api.setLanguage({ body: { language: null } })).toEqual({ language: null });
      expect(opened(await c.api.login({ body: guestCredentials })).foundUser.language).toBeNull();
    });

    it('a language the interface does not speak is refused in words, and the choice stays', async () => {
      const c = contract();
      await c.guest();
      await c.api.setLanguage({ body: { language: 'es' } });
      const { status, body } = await c.raw('POST', '/users/me/language', {
        headers: c.authorized(),
        body: JSON.stringify({ language: 'pt' }),
      });
      expect({ status, body }).toEqual({
        status: 400,
        body: { errors: ['Language must be one of en, es, de, fr, ja, ar, or null.'], code: 'input.invalid' },
      });
      expect(opened(await c.api.login({ body: guestCredentials })).foundUser.language).toBe('es');
    });

    it('a tampered token is refused', async () => {
      const c = contract();
      await c.guest();
      // One character of the signature made another: not the last, whose low bits are base64url's
      // padding (a token that ended in "wx" was once left the same by writing "xx" over its end).
      const at = c.token!.length - 3;
      c.token = `${c.token!.slice(0, at)}${c.token![at] === 'A' ? 'B' : 'A'}${c.token!.slice(at + 1)}`;
      expect(await failure(c.api.likePost({ postId: 'post-1' }))).toEqual({ status: 401, message: messages.invalidToken });
    });

    it('a valid token whose user is gone is a 404: the username is not registered', async () => {
      const c = contract();
      const { encodedToken } = signedUp(await c.api.signup({ body: newcomer }));
      await c.harness.reset();
      c.token = encodedToken;
      expect(await failure(c.api.likePost({ postId: 'post-1' }))).toEqual({ status: 404, message: messages.userNotRegistered });
    });
  });

  describe('what answers never carry', () => {
    // The described app sent the password back with the user of a login or signup.
    it.each([
      ['login', (c: Contract) => c.api.login({ body: guestCredentials })],
      ['signup', (c: Contract) => c.api.signup({ body: newcomer })],
      ['users', (c: Contract) => c.api.getUsers()],
      ['one user', (c: Contract) => c.api.getUser({ userId: 'user-guest' })],
    ])('a password: %s', async (_case, call) => {
      expect(JSON.stringify(await call(contract()))).not.toMatch(/password/i);
    });

    it("another user's email address or bookmarks, while one's own are there", async () => {
      const { api, guest } = contract();
      await guest();
      const { users } = await api.getUsers();
      const others = users.filter((user) => user.username !== 'guest');
      expect(others.every((user) => user.email === undefined && user.bookmarks === undefined)).toBe(true);
      expect(users.find((user) => user.username === 'guest')).toMatchObject({ email: 'guest@example.com', bookmarks: ['post-1'] });
      expect((await api.getUser({ userId: 'user-priya' })).user.email).toBeUndefined();
      const { followUser } = await api.follow({ followUserId: 'user-omar' });
      expect(followUser.email).toBeUndefined();
    });
  });
}
