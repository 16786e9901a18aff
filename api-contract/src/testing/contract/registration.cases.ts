import { messages } from '../../messages';
import { signedUp } from '../../payloads';
import type { RegistrationMode } from '../../runtime-config';
import type { Contract } from './context';
import { failure, newcomer, opened } from './harness';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The community joined as `mode` says, members making no codes, with no one signed in. */
const joining = (c: Contract, mode: RegistrationMode, membersInvite = false) => c.harness.setRegistration({ mode, membersInvite });

/** The guest made an admin and signed in. */
async function asAdmin(c: Contract): Promise<void> {
  await c.harness.makeAdmin('guest');
  await c.guest();
}

const usernames = async (c: Contract) => (await c.api.getUsers()).users.map((user) => user.username);

export function registrationCases(contract: () => Contract): void {
  describe('how people join', () => {
    it('closed: nobody signs up, and nothing is kept of the attempt', async () => {
      const c = contract();
      joining(c, 'closed');
      const before = await usernames(c);
      expect(await failure(c.api.signup({ body: newcomer }))).toEqual({ status: 403, message: messages.signupsClosed });
      expect(await usernames(c)).toEqual(before);
      expect(await failure(c.api.login({ body: newcomer }))).toMatchObject({ status: 404 });
    });

    it('approval: a signup waits, login says so in words, and nobody sees the person until an admin lets them in', async () => {
      const c = contract();
      joining(c, 'approval');
      expect(await c.api.signup({ body: { ...newcomer, reason: 'I take photos of rivers.' } })).toEqual({
        awaitingApproval: { username: 'newbie' },
      });
      expect(await failure(c.api.login({ body: newcomer }))).toEqual({ status: 403, message: messages.awaitingApproval });
      // A waiting name answers a wrong password and a second signup as an unknown one does:
      // nobody but the one who knows the password learns that it waits (issue 32).
      const unknown = { ...newcomer, username: 'nobody-at-all' };
      expect(await failure(c.api.login({ body: { ...newcomer, password: 'not-the-password' } }))).toEqual(
        await failure(c.api.login({ body: unknown })),
      );
      expect(await failure(c.api.login({ body: { ...newcomer, password: 'not-the-password' } }))).toMatchObject({ status: 404 });
      expect(await usernames(c)).not.toContain('newbie');
      expect((await c.app.searchUsers({ query: { q: 'newb' } })).users).toEqual([]);
      expect(await c.api.signup({ body: { ...newcomer, username: 'NEWBIE', email: 'other@example.com' } })).toEqual({
        awaitingApproval: { username: 'NEWBIE' },
      });
      expect(await failure(c.api.signup({ body: { ...newcomer, username: 'guest' } }))).toEqual({
        status: 422,
        message: messages.usernameTaken,
      });

      await asAdmin(c);
      const { signups, nextCursor } = await c.api.getSignups();
      expect(signups).toEqual([expect.objectContaining({ username: 'newbie', email: newcomer.email, reason: 'I take photos of rivers.' })]);
      expect(nextCursor).toBeNull();
      const { user } = await c.api.approveSignup({ userId: signups[0]!._id });
      expect(user).toMatchObject({ _id: signups[0]!._id, username: 'newbie', role: 'member', postCount: 0 });
      expect((await c.api.getSignups()).signups).toEqual([]);
      c.token = null;
      expect(opened(await c.api.login({ body: newcomer })).foundUser.username).toBe('newbie');
    });

    it('approval: a refused signup is forgotten, its name free again; a second answer to it is a 404', async () => {
      const c = contract();
      joining(c, 'approval');
      await c.api.signup({ body: newcomer });
      await asAdmin(c);
      const [waiting] = (await c.api.getSignups()).signups;
      expect(await c.api.refuseSignup({ userId: waiting!._id })).toEqual({ userId: waiting!._id });
      expect(await failure(c.api.approveSignup({ userId: waiting!._id }))).toEqual({
        status: 404,
        message: messages.signupNotFound(waiting!._id),
      });
      c.token = null;
      expect(await failure(c.api.login({ body: newcomer }))).toEqual({ status: 404, message: messages.userNotRegistered });
      await expect(c.api.signup({ body: newcomer })).resolves.toEqual({ awaitingApproval: { username: 'newbie' } });
    });

    it('approval: the waiting list pages, the oldest first', async () => {
      const c = contract();
      joining(c, 'approval');
      for (const name of ['first', 'second', 'third']) {
        await c.api.signup({ body: { ...newcomer, username: `${name}_one`, email: `${name}@example.com` } });
      }
      await asAdmin(c);
      const page = await c.api.getSignups({ query: { limit: 2 } });
      expect(page.signups.map((signup) => signup.username)).toEqual(['first_one', 'second_one']);
      const rest = await c.api.getSignups({ query: { cursor: page.nextCursor! } });
      expect(rest).toEqual({ signups: [expect.objectContaining({ username: 'third_one' })], nextCursor: null });
    });

    it('invite: a code lets in as many people as it allows, typed in any case or with dashes, and records who invited whom', async () => {
      const c = contract();
      joining(c, 'invite');
      expect(await failure(c.api.signup({ body: newcomer }))).toEqual({ status: 403, message: messages.inviteRequired });
      expect(await failure(c.api.signup({ body: { ...newcomer, inviteCode: 'NOSUCHCODE' } }))).toEqual({
        status: 400,
        message: messages.inviteNotFound,
      });
      await asAdmin(c);
      const { invite } = await c.api.createInvite({ body: { uses: 2, expiresInDays: 7 } });
      expect(invite).toMatchObject({ usesLeft: 2, createdBy: { _id: 'user-guest', username: 'guest' }, joined: [] });
      expect(invite.code).toMatch(/^[0-9A-Z]{12}$/);
      const days = (Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(7, 3);
      c.token = null;

      const typed = `${invite.code.slice(0, 4)}-${invite.code.slice(4)}`.toLowerCase();
      const first = signedUp(await c.api.signup({ body: { ...newcomer, inviteCode: typed } }));
      expect(await failure(c.api.signup({ body: { ...newcomer, inviteCode: invite.code } }))).toEqual({
        status: 422,
        message: messages.usernameTaken,
      });
      const second = signedUp(
        await c.api.signup({ body: { ...newcomer, username: 'second', email: 'second@example.com', inviteCode: invite.code } }),
      );
      expect(await failure(c.api.signup({ body: { ...newcomer, username: 'third', inviteCode: invite.code } }))).toEqual({
        status: 410,
        message: messages.inviteUsedUp,
      });
      expect(await usernames(c)).not.toContain('third');

      await c.guest();
      const { invites } = await c.api.getInvites();
      expect(invites).toEqual([
        expect.objectContaining({
          code: invite.code,
          usesLeft: 0,
          joined: [
            { _id: first.createdUser._id, username: 'newbie' },
            { _id: second.createdUser._id, username: 'second' },
          ],
        }),
      ]);
    });

    it('invite: only admins make codes, unless the operator lets members; a member sees only their own', async () => {
      const c = contract();
      joining(c, 'invite');
      await c.signInAs(omar.username, omar.password);
      expect(await failure(c.api.createInvite({ body: { uses: 1, expiresInDays: 1 } }))).toEqual({
        status: 403,
        message: messages.mayNotInvite,
      });
      expect(await failure(c.api.getInvites())).toEqual({ status: 403, message: messages.mayNotInvite });

      await asAdmin(c);
      const admins = (await c.api.createInvite({ body: {} })).invite;
      expect(admins.usesLeft).toBe(1);
      joining(c, 'invite', true);
      await c.signInAs(omar.username, omar.password);
      const omars = (await c.api.createInvite({ body: { uses: 5, expiresInDays: 30 } })).invite;
      expect((await c.api.getInvites()).invites.map((invite) => invite.code)).toEqual([omars.code]);
      await c.guest();
      expect((await c.api.getInvites()).invites.map((invite) => invite.code)).toEqual([omars.code, admins.code]);
    });

    it('invite: uses and days out of range are refused in words, and no code is made', async () => {
      const c = contract();
      await asAdmin(c);
      for (const [body, message] of [
        [{ uses: 0 }, 'Uses must be a whole number from 1 to 100.'],
        [{ uses: 1.5 }, 'Uses must be a whole number from 1 to 100.'],
        [{ expiresInDays: 31 }, 'Days must be a whole number from 1 to 30.'],
        [{ uses: '3' }, 'Uses must be a whole number from 1 to 100.'],
      ] as const) {
        const { status, body: answer } = await c.raw('POST', '/admin/invites', { headers: c.authorized(), body: JSON.stringify(body) });
        expect({ status, answer }).toEqual({ status: 400, answer: { errors: [message], code: 'input.invalid' } });
      }
      expect((await c.api.getInvites()).invites).toEqual([]);
    });
  });
}
