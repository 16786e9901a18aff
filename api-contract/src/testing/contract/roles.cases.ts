import { messages } from '../../messages';
import type { Contract } from './context';
import { failure } from './harness';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The guest made an admin by the operator's command, and signed in. */
async function guestAsAdmin(c: Contract): Promise<void> {
  await c.harness.makeAdmin('guest');
  await c.guest();
}

export function roleCases(contract: () => Contract): void {
  describe('roles', () => {
    it('everyone is a member until an admin says otherwise, and every record says so', async () => {
      const { api } = contract();
      const { users } = await api.getUsers();
      expect(new Set(users.map((user) => user.role))).toEqual(new Set(['member']));
    });

    it("the operator's command makes an admin, who then makes a moderator and another admin; profiles show the roles", async () => {
      const c = contract();
      await guestAsAdmin(c);
      expect((await c.api.getUser({ userId: 'user-guest' })).user.role).toBe('admin');
      expect((await c.api.setRole({ userId: 'user-omar', body: { role: 'moderator' } })).user).toMatchObject({
        username: 'omarh',
        role: 'moderator',
      });
      await c.api.setRole({ userId: 'user-lena', body: { role: 'admin' } });
      const { users, nextCursor } = await c.app.getStaff({ query: { limit: 2 } });
      expect(users.map(({ username, role }) => [username, role])).toEqual([
        ['guest', 'admin'],
        ['lenaf', 'admin'],
      ]);
      const rest = await c.app.getStaff({ query: { cursor: nextCursor! } });
      expect(rest.users.map(({ username, role }) => [username, role])).toEqual([['omarh', 'moderator']]);
      expect(rest.nextCursor).toBeNull();
      expect((await c.api.getUserByUsername({ username: 'omarh' })).user.role).toBe('moderator');
    });

    it('a member or a moderator asking for an admin call gets a 403 in words, and nothing changes', async () => {
      const c = contract();
      await c.signInAs(omar.username, omar.password);
      const refused = { status: 403, message: messages.staffOnly('admin') };
      expect(await failure(c.api.setRole({ userId: 'user-omar', body: { role: 'admin' } }))).toEqual(refused);
      expect(await failure(c.api.getStaff())).toEqual(refused);
      expect(await failure(c.api.getSignups())).toEqual(refused);
      expect(await failure(c.api.approveSignup({ userId: 'anyone' }))).toEqual(refused);
      await c.harness.makeAdmin('guest');
      await c.guest();
      await c.api.setRole({ userId: 'user-omar', body: { role: 'moderator' } });
      await c.signInAs(omar.username, omar.password);
      expect(await failure(c.api.setRole({ userId: 'user-omar', body: { role: 'admin' } }))).toEqual(refused);
      expect((await c.api.getUser({ userId: 'user-omar' })).user.role).toBe('moderator');
    });

    it('a role taken away stops working on the next call, without a new login', async () => {
      const c = contract();
      await guestAsAdmin(c);
      await c.api.setRole({ userId: 'user-omar', body: { role: 'admin' } });
      const guestToken = c.token;
      await c.signInAs(omar.username, omar.password);
      await c.api.setRole({ userId: 'user-guest', body: { role: 'member' } });
      c.token = guestToken;
      expect(await failure(c.api.getStaff())).toEqual({ status: 403, message: messages.staffOnly('admin') });
    });

    it('the last admin cannot stop being one, by their own hand or another', async () => {
      const c = contract();
      await guestAsAdmin(c);
      expect(await failure(c.api.setRole({ userId: 'user-guest', body: { role: 'moderator' } }))).toEqual({
        status: 409,
        message: messages.lastAdmin,
      });
      await c.api.setRole({ userId: 'user-omar', body: { role: 'admin' } });
      await c.api.setRole({ userId: 'user-guest', body: { role: 'member' } });
      expect((await c.api.getUser({ userId: 'user-guest' })).user.role).toBe('member');
    });

    it('a role that is not one, or a user who does not exist, is refused in words', async () => {
      const c = contract();
      await guestAsAdmin(c);
      const { status, body } = await c.raw('POST', '/admin/roles/user-omar', {
        headers: c.authorized(),
        body: JSON.stringify({ role: 'owner' }),
      });
      expect({ status, body }).toEqual({
        status: 400,
        body: { errors: ['Role must be member, moderator or admin.'], code: 'input.invalid' },
      });
      expect(await failure(c.api.setRole({ userId: 'nobody', body: { role: 'moderator' } }))).toEqual({
        status: 404,
        message: messages.userNotFound('nobody'),
      });
      expect((await c.api.getUser({ userId: 'user-omar' })).user.role).toBe('member');
    });
  });
}
