import { messages } from '../../messages';
import type { Contract } from './context';
import { newcomer, refusalOf } from './harness';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** One's own record, as the profile by username answers it to its owner. */
const ownRecord = async (c: Contract, username: string) => (await c.api.getUserByUsername({ username })).user;

/**
 * Email addresses. Neither the mock nor the contract's servers send mail: a change of address is
 * then the account's at once, not yet confirmed (the confirmation by mail is tested on the server
 * with an SMTP receiver: api-server/test/email-confirmation-mail.test.ts).
 */
export function emailCases(contract: () => Contract): void {
  describe('email addresses', () => {
    it("the seed's accounts are confirmed; a new account's address is not, until its link is opened", async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await ownRecord(c, omar.username)).toMatchObject({ email: 'omarh@example.com', emailConfirmed: true, pendingEmail: null });
      await c.api.signup({ body: newcomer });
      await c.signInAs(newcomer.username, newcomer.password);
      expect(await ownRecord(c, newcomer.username)).toMatchObject({ email: newcomer.email, emailConfirmed: false });
      // Nobody else sees whether it is, nor the address.
      await c.as(omar.username);
      const seen = await ownRecord(c, newcomer.username);
      expect(seen).not.toHaveProperty('emailConfirmed');
      expect(seen).not.toHaveProperty('email');
    });

    it('without mail, a change of address asks for the password and is the account’s at once, not yet confirmed', async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await refusalOf(c.api.changeEmail({ body: { email: 'omar@new.example', password: 'not-it' } }))).toMatchObject({
        status: 401,
        code: 'password.wrong',
      });
      expect((await ownRecord(c, omar.username)).email).toBe('omarh@example.com');
      const { user } = await c.api.changeEmail({ body: { email: 'omar@new.example', password: omar.password } });
      expect(user).toMatchObject({ email: 'omar@new.example', emailConfirmed: false, pendingEmail: null });
      expect(await refusalOf(c.api.changeEmail({ body: { email: 'not an address', password: omar.password } }))).toMatchObject({
        status: 400,
        code: 'input.invalid',
      });
    });

    it('without mail, asking for a new link says mail is off; a link no one made is refused in words', async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await refusalOf(c.api.resendEmailConfirmation())).toEqual({ status: 409, code: 'mail.off', message: messages.mailOff });
      expect(await refusalOf(c.api.confirmEmail({ body: { token: 'no-such-link' } }))).toEqual({
        status: 400,
        code: 'confirm.invalid',
        message: messages.confirmLinkInvalid,
      });
    });

    it('where confirmed addresses are required, an unconfirmed account reads, signs out and changes its address, and changes nothing else', async () => {
      const c = contract();
      c.harness.requireVerifiedEmail();
      await c.api.signup({ body: newcomer });
      await c.signInAs(newcomer.username, newcomer.password);
      expect(await refusalOf(c.api.createPost({ body: { caption: 'Hello', content: 'first post', img: '' } }))).toEqual({
        status: 403,
        code: 'email.unconfirmed',
        message: messages.emailUnconfirmed,
      });
      expect(await refusalOf(c.api.follow({ followUserId: 'user-omar' }))).toMatchObject({ code: 'email.unconfirmed' });
      await expect(c.app.getPosts({ query: { limit: 5 } })).resolves.toHaveProperty('posts');
      await expect(c.api.setLanguage({ body: { language: 'es' } })).resolves.toBeTruthy();
      await expect(c.api.logout()).resolves.toEqual({ ended: 1 });
      // A confirmed account is not held back.
      await c.as(omar.username);
      await expect(c.api.likePost({ postId: 'post-6' })).resolves.toBeTruthy();
    });
  });
}
