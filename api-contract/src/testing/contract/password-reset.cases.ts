import { messages } from '../../messages';
import type { Contract } from './context';
import { likeWith, refusalOf } from './harness';

/** A member of the seed who forgot their password, and the new one they choose. */
const omar = { _id: 'user-omar', username: 'omarh', password: 'omarHaddad123' };
const chosen = 'harbour-lantern-quiet-58';

/** A link for Omar made by an admin (the seed's Adarsh, made one here): its token. */
async function adminLinkForOmar(c: Contract): Promise<string> {
  await c.harness.makeAdmin('adarshbalika');
  await c.as('adarshbalika');
  const { token, expiresAt } = await c.api.makePasswordResetLink({ userId: omar._id });
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);
  c.token = null;
  return token;
}

/**
 * Password reset links: the one an admin makes (what a community without mail has), used once to
 * choose a new password, and every way a link stops working. Neither the mock nor the contract's
 * servers send mail: "Forgot your password?" then says to ask an admin (the mail itself is tested
 * on the server, with an SMTP receiver: api-server/test/password-reset-mail.test.ts).
 */
export function passwordResetCases(contract: () => Contract): void {
  describe('password reset links', () => {
    it('without mail, "Forgot your password?" says to ask an admin, whoever it names', async () => {
      const c = contract();
      for (const login of [omar.username, 'someone-nobody-is', 'omar@example.com']) {
        expect(await refusalOf(c.api.requestPasswordReset({ body: { login } }))).toEqual({
          status: 409,
          code: 'mail.off',
          message: messages.mailOff,
        });
      }
    });

    it("an admin's link lets the member choose a new password once; every session of theirs ends", async () => {
      const c = contract();
      await c.as(omar.username);
      const omarsBrowser = c.token!;
      const token = await adminLinkForOmar(c);
      expect(await c.api.resetPassword({ body: { token, newPassword: chosen } })).toEqual({ username: omar.username, ended: 1 });
      const stale = await likeWith(c.raw, omarsBrowser, 'post-6');
      expect({ status: stale.status, code: (stale.body as { code?: string }).code }).toEqual({
        status: 401,
        code: 'session.password_changed',
      });
      expect(await refusalOf(c.api.login({ body: { username: omar.username, password: omar.password } }))).toMatchObject({
        status: 401,
        code: 'login.wrong_password',
      });
      await c.signInAs(omar.username, chosen);
      expect(await refusalOf(c.api.resetPassword({ body: { token, newPassword: 'another-harbour-lantern-59' } }))).toEqual({
        status: 400,
        code: 'reset.used',
        message: messages.resetLinkUsed,
      });
    });

    it('an altered or expired link is refused in words and changes nothing', async () => {
      const c = contract();
      const token = await adminLinkForOmar(c);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(await refusalOf(c.api.resetPassword({ body: { token: altered, newPassword: chosen } }))).toEqual({
        status: 400,
        code: 'reset.invalid',
        message: messages.resetLinkInvalid,
      });
      await c.harness.letResetLinksExpire();
      expect(await refusalOf(c.api.resetPassword({ body: { token, newPassword: chosen } }))).toEqual({
        status: 400,
        code: 'reset.expired',
        message: messages.resetLinkExpired,
      });
      await c.as(omar.username);
    });

    it('a weak new password is refused and leaves the link working for a better one', async () => {
      const c = contract();
      const token = await adminLinkForOmar(c);
      expect(await refusalOf(c.api.resetPassword({ body: { token, newPassword: 'password123' } }))).toMatchObject({
        status: 400,
        code: 'password.weak',
      });
      expect(await refusalOf(c.api.resetPassword({ body: { token, newPassword: `${omar.username}2024` } }))).toMatchObject({
        status: 400,
        code: 'password.weak',
      });
      await c.as(omar.username);
      expect(await c.api.resetPassword({ body: { token, newPassword: chosen } })).toMatchObject({ username: omar.username });
    });

    it("the demo's shared guest gets no link, and only admins make them", async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await refusalOf(c.api.makePasswordResetLink({ userId: 'user-adarsh' }))).toMatchObject({ status: 403, code: 'staff.only' });
      await c.harness.makeAdmin('adarshbalika');
      await c.as('adarshbalika');
      expect(await refusalOf(c.api.makePasswordResetLink({ userId: 'user-guest' }))).toEqual({
        status: 403,
        code: 'account.guest_kept',
        message: messages.guestAccountKept,
      });
      expect(await refusalOf(c.api.makePasswordResetLink({ userId: 'nobody' }))).toEqual({
        status: 404,
        code: 'user.not_found',
        message: messages.userNotFound('nobody'),
      });
    });

    it('an admin sees that mail is off and no work is failing', async () => {
      const c = contract();
      await c.harness.makeAdmin('adarshbalika');
      await c.as('adarshbalika');
      const { mail, queues } = await c.api.getJobs();
      expect(mail).toBe(false);
      expect(queues.every((queue) => queue.failed === 0 && queue.lastFailure === null)).toBe(true);
    });
  });
}
