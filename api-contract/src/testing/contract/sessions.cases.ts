import { signedUp } from '../../payloads';
import { messages } from '../../messages';
import { guestCredentials } from '../../seed/guest';
import type { Contract } from './context';
import { failure, likeWith, newcomer } from './harness';

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** A login as the guest (or `who`) from a browser that says `userAgent`: its token. */
async function loginFrom(c: Contract, userAgent: string, who: { username: string; password: string } = guestCredentials): Promise<string> {
  const { status, body } = await c.raw('POST', '/auth/login', {
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(who),
  });
  expect(status).toBe(200);
  return (body as { encodedToken: string }).encodedToken;
}

export function sessionCases(contract: () => Contract): void {
  describe('sessions', () => {
    it('logout ends the session: the same token is then refused on every call, one that needs no one included', async () => {
      const c = contract();
      await c.guest();
      const token = c.token!;
      expect(await c.api.logout()).toEqual({ ended: 1 });
      expect(await failure(c.api.likePost({ postId: 'post-1' }))).toEqual({ status: 401, message: messages.invalidToken });
      expect(await failure(c.api.getPosts())).toEqual({ status: 401, message: messages.invalidToken });
      expect(await failure(c.api.logout())).toEqual({ status: 401, message: messages.invalidToken });
      c.token = null;
      await expect(c.api.getPosts()).resolves.toBeTruthy();
      expect((await likeWith(c.raw, token)).status).toBe(401);
    });

    it('a login is not stopped by the ended token a client still sends', async () => {
      const c = contract();
      await c.guest();
      await c.api.logout();
      await c.guest();
      await expect(c.api.likePost({ postId: 'post-1' })).resolves.toBeTruthy();
    });

    it('each login is a session of its own: ending one leaves the others signed in', async () => {
      const c = contract();
      const first = await loginFrom(c, firefoxOnLinux);
      const second = await loginFrom(c, safariOnIphone);
      c.token = first;
      await c.api.logout();
      expect((await likeWith(c.raw, first)).status).toBe(401);
      expect((await likeWith(c.raw, second)).status).toBe(201);
    });

    it("lists the person's sessions with their devices, the current one marked, the most recent first", async () => {
      const c = contract();
      await loginFrom(c, firefoxOnLinux);
      c.token = await loginFrom(c, safariOnIphone);
      const { sessions } = await c.api.getSessions();
      expect(sessions.map(({ browser, system, current }) => ({ browser, system, current }))).toEqual([
        { browser: 'Safari', system: 'iOS', current: true },
        { browser: 'Firefox', system: 'Linux', current: false },
      ]);
      for (const session of sessions) {
        expect(Date.parse(session.createdAt)).not.toBeNaN();
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
      }
    });

    it('signs out one other device, whose token is then refused; another person cannot end it', async () => {
      const c = contract();
      // Omar's: the demo's shared guest may not end other visitors' sessions.
      const phone = await loginFrom(c, safariOnIphone, omar);
      c.token = await loginFrom(c, firefoxOnLinux, omar);
      const { sessions } = await c.api.getSessions();
      const other = sessions.find((session) => !session.current)!;

      const { encodedToken } = signedUp(await c.api.signup({ body: newcomer }));
      const mine = c.token;
      c.token = encodedToken;
      expect(await failure(c.api.endSession({ sessionId: other.id }))).toEqual({
        status: 404,
        message: messages.sessionNotFound(other.id),
      });
      expect((await likeWith(c.raw, phone, 'post-6')).status).toBe(201);

      c.token = mine;
      expect(await c.api.endSession({ sessionId: other.id })).toEqual({ ended: 1 });
      expect((await likeWith(c.raw, phone, 'post-6')).status).toBe(401);
      expect((await c.api.getSessions()).sessions.map((session) => session.current)).toEqual([true]);
      expect(await failure(c.api.endSession({ sessionId: other.id }))).toEqual({
        status: 404,
        message: messages.sessionNotFound(other.id),
      });
    });

    it("signs out everywhere else, and keeps this one and other people's sessions", async () => {
      const c = contract();
      // Omar's: the demo's shared guest may not end other visitors' sessions.
      const phone = await loginFrom(c, safariOnIphone, omar);
      const laptop = await loginFrom(c, firefoxOnLinux, omar);
      const { encodedToken: someoneElse } = signedUp(await c.api.signup({ body: newcomer }));
      await c.as('omarh');
      expect(await c.api.endOtherSessions()).toEqual({ ended: 2 });
      expect((await likeWith(c.raw, phone, 'post-6')).status).toBe(401);
      expect((await likeWith(c.raw, laptop, 'post-6')).status).toBe(401);
      expect((await likeWith(c.raw, someoneElse)).status).toBe(201);
      await expect(c.api.likePost({ postId: 'post-2' })).resolves.toBeTruthy();
      expect(await c.api.endOtherSessions()).toEqual({ ended: 0 });
    });

    it('the calls on sessions need a signed-in person', async () => {
      const c = contract();
      expect(await failure(c.api.getSessions())).toEqual({ status: 401, message: messages.invalidToken });
      expect(await failure(c.api.endOtherSessions())).toEqual({ status: 401, message: messages.invalidToken });
      expect(await failure(c.api.logout())).toEqual({ status: 401, message: messages.invalidToken });
    });
  });
}
