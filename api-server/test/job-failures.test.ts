import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { freePort } from './free-port';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * A job that keeps failing ends as failed, and admins see it: how many, and the last error. The
 * SMTP server here is an address where nothing listens.
 */

/** Resolves once `check` holds, looking every 100 ms: the job runs in the background, after the answer. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let look = 0; look < 100; look += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Still not so after 10 seconds.');
}

let server: InProcessServer;
beforeAll(async () => {
  server = await startInProcess({
    env: { SOCIAL_SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, SOCIAL_MAIL_FROM: 'social@town.example' },
  });
}, 60_000);
afterAll(() => server.close());

test('a mail the SMTP server never takes ends as failed, with its error, on the admins’ screen', async () => {
  const admin = createApiClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });
  let token: string | null = null;
  await server.seeder.reseed();
  await server.db.query(`update users set role = 'admin' where username = 'adarshbalika'`);
  token = opened(await admin.login({ body: { username: 'adarshbalika', password: 'adarshBalika123' } })).encodedToken;
  const resetMails = async () => (await admin.getJobs()).queues.find((queue) => queue.name === 'mail.password-reset');
  const before = await admin.getJobs();
  expect(before.mail).toBe(true);
  expect(before.queues.map((queue) => [queue.name, queue.failed, queue.lastFailure])).toEqual([
    ['federation.account-deleted', 0, null],
    ['federation.backfill', 0, null],
    ['federation.backfill-in-turn', 0, null],
    ['federation.block', 0, null],
    ['federation.block-in-turn', 0, null],
    ['federation.comment', 0, null],
    ['federation.comment-in-turn', 0, null],
    ['federation.delivery', 0, null],
    ['federation.delivery-in-turn', 0, null],
    ['federation.flag', 0, null],
    ['federation.follow', 0, null],
    ['federation.follow-answer', 0, null],
    ['federation.follow-answer-in-turn', 0, null],
    ['federation.follow-in-turn', 0, null],
    ['federation.inbox', 0, null],
    ['federation.like', 0, null],
    ['federation.like-in-turn', 0, null],
    ['federation.person', 0, null],
    ['federation.post', 0, null],
    ['federation.post-in-turn', 0, null],
    ['federation.profile', 0, null],
    ['federation.profile-in-turn', 0, null],
    ['federation.replies', 0, null],
    ['federation.repost', 0, null],
    ['federation.repost-in-turn', 0, null],
    ['federation.suspension-ends', 0, null],
    ['mail.email-changed', 0, null],
    ['mail.email-confirm', 0, null],
    ['mail.password-reset', 0, null],
  ]);

  // As if its every retry were spent already (ten, over an hour): the first failure is the last.
  await server.db.query(`update pgboss.queue set retry_limit = 0 where name = 'mail.password-reset'`);
  await server.fetch(`${server.url}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'omarh' }),
  });
  await until(async () => ((await resetMails())?.failed ?? 0) > 0);
  const queue = await resetMails();
  expect(queue).toMatchObject({ name: 'mail.password-reset', waiting: 0, running: 0, failed: 1 });
  expect(queue!.lastFailure!.error).toMatch(/ECONNREFUSED/);
  expect(Date.now() - Date.parse(queue!.lastFailure!.at)).toBeLessThan(60_000);
});
