import { limits } from '../../limits';
import { messages } from '../../messages';
import { guestCredentials } from '../../seed/guest';
import type { Contract } from './context';
import { failure, likeWith, newcomer } from './harness';

const strongPassword = 'lantern-orchard-velvet-9';

/** The refusal of a password that is too easy to guess, whatever zxcvbn says is wrong with it. */
const tooEasy = { status: 400, message: expect.stringMatching(/^Password is too easy to guess: /) as unknown as string };

export function passwordCases(contract: () => Contract): void {
  describe('passwords', () => {
    it('a password change ends every other session, keeps this one, and the new password is the one that logs in', async () => {
      const c = contract();
      await c.guest();
      const otherBrowser = c.token!;
      await c.guest();
      expect(await c.api.changePassword({ body: { currentPassword: guestCredentials.password, newPassword: strongPassword } })).toEqual({
        ended: 1,
      });
      expect((await likeWith(c.raw, otherBrowser)).status).toBe(401);
      await expect(c.api.likePost({ postId: 'post-1' })).resolves.toBeTruthy();
      expect(await failure(c.signInAs(guestCredentials.username, guestCredentials.password))).toEqual({
        status: 401,
        message: messages.wrongPassword,
      });
      await c.signInAs(guestCredentials.username, strongPassword);
    });

    it('a wrong current password is a 401 and changes nothing', async () => {
      const c = contract();
      await c.guest();
      const otherBrowser = c.token!;
      await c.guest();
      expect(await failure(c.api.changePassword({ body: { currentPassword: 'not-the-password', newPassword: strongPassword } }))).toEqual({
        status: 401,
        message: messages.wrongPassword,
      });
      expect((await likeWith(c.raw, otherBrowser)).status).toBe(201);
      await c.guest();
    });

    it('a new password that is short, common or made of the username is refused in words, and nothing changes', async () => {
      const c = contract();
      await c.guest();
      const change = (newPassword: string) =>
        failure(c.api.changePassword({ body: { currentPassword: guestCredentials.password, newPassword } }));
      expect(await change('short1')).toEqual({ status: 400, message: `New password must be at least ${limits.passwordMin} characters.` });
      expect(await change('password123')).toEqual(tooEasy);
      expect(await change(`${guestCredentials.username}2024`)).toEqual(tooEasy);
      await c.guest();
    });

    it('a signup with a short or common password is refused in words and opens no account', async () => {
      const c = contract();
      expect(await failure(c.api.signup({ body: { ...newcomer, password: 'abc123' } }))).toEqual({
        status: 400,
        message: `Password must be at least ${limits.passwordMin} characters.`,
      });
      expect(await failure(c.api.signup({ body: { ...newcomer, password: 'iloveyou1' } }))).toEqual(tooEasy);
      expect(await failure(c.api.getUserByUsername({ username: newcomer.username }))).toMatchObject({ status: 404 });
    });

    it(`after ${limits.passwordFailuresMax} wrong current passwords in a row, even the right one waits`, async () => {
      const c = contract();
      await c.guest();
      const attempt = (currentPassword: string) => c.api.changePassword({ body: { currentPassword, newPassword: strongPassword } });
      for (let tries = 1; tries < limits.passwordFailuresMax; tries += 1) {
        expect((await failure(attempt(`wrong-${tries}`))).status).toBe(401);
      }
      // The right one clears the count: only wrong ones in a row are held back.
      await attempt(guestCredentials.password);
      const next = { newPassword: 'harbor-violet-thistle-3' };
      for (let tries = 1; tries <= limits.passwordFailuresMax; tries += 1) {
        expect((await failure(c.api.changePassword({ body: { currentPassword: `wrong-${tries}`, ...next } }))).status).toBe(401);
      }
      expect(await failure(c.api.changePassword({ body: { currentPassword: strongPassword, ...next } }))).toEqual({
        status: 429,
        message: messages.tooManyWrongPasswords,
      });
      await c.signInAs(guestCredentials.username, strongPassword);
    });

    it('a password change needs a signed-in person', async () => {
      const c = contract();
      expect(await failure(c.api.changePassword({ body: { currentPassword: 'x', newPassword: strongPassword } }))).toEqual({
        status: 401,
        message: messages.invalidToken,
      });
    });
  });
}
