import { limits } from '../../limits';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, likeWith, newcomer, refusalOf } from './harness';

const strongPassword = 'lantern-orchard-velvet-9';

/** A member of the seed whose password these cases change (the demo's shared guest may not). */
const omar = { username: 'omarh', password: 'omarHaddad123' };
/** A post Omar has not liked in the seed: a like of it tells whether a token is still taken. */
const unliked = 'post-6';

/** The refusal of a password that is too easy to guess, whatever zxcvbn says is wrong with it. */
const tooEasy = { status: 400, message: expect.stringMatching(/^Password is too easy to guess: /) as unknown as string };

export function passwordCases(contract: () => Contract): void {
  describe('passwords', () => {
    it('a password change ends every other session, keeps this one, and the new password is the one that logs in', async () => {
      const c = contract();
      await c.as(omar.username);
      const otherBrowser = c.token!;
      await c.as(omar.username);
      expect(await c.api.changePassword({ body: { currentPassword: omar.password, newPassword: strongPassword } })).toEqual({
        ended: 1,
      });
      expect((await likeWith(c.raw, otherBrowser, unliked)).status).toBe(401);
      await expect(c.api.likePost({ postId: unliked })).resolves.toBeTruthy();
      expect(await failure(c.signInAs(omar.username, omar.password))).toEqual({
        status: 401,
        message: messages.wrongPassword,
      });
      await c.signInAs(omar.username, strongPassword);
    });

    it('a wrong current password is a 401 and changes nothing', async () => {
      const c = contract();
      await c.as(omar.username);
      const otherBrowser = c.token!;
      await c.as(omar.username);
      expect(await failure(c.api.changePassword({ body: { currentPassword: 'not-the-password', newPassword: strongPassword } }))).toEqual({
        status: 401,
        message: messages.wrongPassword,
      });
      expect((await likeWith(c.raw, otherBrowser, unliked)).status).toBe(201);
      await c.as(omar.username);
    });

    it('a new password that is short, common or made of the username is refused in words, and nothing changes', async () => {
      const c = contract();
      await c.as(omar.username);
      const change = (newPassword: string) => failure(c.api.changePassword({ body: { currentPassword: omar.password, newPassword } }));
      expect(await change('short1')).toEqual({ status: 400, message: `New password must be at least ${limits.passwordMin} characters.` });
      expect(await change('password123')).toEqual(tooEasy);
      expect(await change(`${omar.username}2024`)).toEqual(tooEasy);
      await c.as(omar.username);
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
      await c.as(omar.username);
      const attempt = (currentPassword: string) => c.api.changePassword({ body: { currentPassword, newPassword: strongPassword } });
      for (let tries = 1; tries < limits.passwordFailuresMax; tries += 1) {
        expect((await failure(attempt(`wrong-${tries}`))).status).toBe(401);
      }
      // The right one clears the count: only wrong ones in a row are held back.
      await attempt(omar.password);
      const next = { newPassword: 'harbor-violet-thistle-3' };
      for (let tries = 1; tries <= limits.passwordFailuresMax; tries += 1) {
        expect((await failure(c.api.changePassword({ body: { currentPassword: `wrong-${tries}`, ...next } }))).status).toBe(401);
      }
      expect(await failure(c.api.changePassword({ body: { currentPassword: strongPassword, ...next } }))).toEqual({
        status: 429,
        message: messages.tooManyWrongPasswords,
      });
      await c.signInAs(omar.username, strongPassword);
    });

    // Any visitor of the demo could lock every other out of its shared guest (issue 32).
    it('the demo’s shared guest keeps its password, its other sessions and its account, whoever asks', async () => {
      const c = contract();
      await c.guest();
      const otherVisitor = c.token!;
      await c.guest();
      const { sessions } = await c.api.getSessions();
      const other = sessions.find((session) => !session.current)!;
      for (const call of [
        c.api.changePassword({ body: { currentPassword: 'guest123', newPassword: strongPassword } }),
        c.api.endOtherSessions(),
        c.api.endSession({ sessionId: other.id }),
        c.api.deleteAccount({ body: { password: 'guest123' } }),
      ]) {
        expect(await refusalOf(call)).toEqual({ status: 403, code: 'account.guest_kept', message: messages.guestAccountKept });
      }
      expect((await likeWith(c.raw, otherVisitor)).status).toBe(201);
      await c.guest();
      await expect(c.api.logout()).resolves.toEqual({ ended: 1 });
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
