import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { startInProcess, type InProcessServer } from './in-process';
import { resetTokenIn, startMailReceiver, type MailReceiver } from './mail-receiver';

/**
 * "Forgot your password?" with mail on: the server hands the mail to a real SMTP server in the
 * test, and the link it holds, read from the received mail, is the one that works.
 */

let mail: MailReceiver;
let server: InProcessServer;
beforeAll(async () => {
  mail = await startMailReceiver();
  server = await startInProcess({
    env: {
      SOCIAL_SMTP_URL: mail.smtpUrl,
      SOCIAL_MAIL_FROM: 'Town Square <hello@town.example>',
      SOCIAL_PUBLIC_URL: 'https://town.example',
      SOCIAL_COMMUNITY_NAME: 'Town Square',
    },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await mail.close();
});

const json = { 'content-type': 'application/json' };
const ask = (login: string) =>
  server.fetch(`${server.url}/api/auth/password-reset`, { method: 'POST', headers: json, body: JSON.stringify({ login }) });
const api = (token: string | null = null) => createApiClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });

test('the reset mail goes to the account’s address with the community’s name and a link that works once', async () => {
  const answer = await ask('omarh');
  expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 202, body: { accepted: true } });
  const received = await mail.nth(1);
  expect(received).toMatchObject({
    to: 'omarh@example.com',
    from: '"Town Square" <hello@town.example>',
    subject: 'Choose a new password for Town Square',
  });
  expect(received.text).toContain('Hello Omar,');
  expect(received.text).toContain('@omarh on Town Square');
  expect(received.text).toMatch(/^https:\/\/town\.example\/reset-password#token=/m);
  expect(received.html).toContain('<a href="https://town.example/reset-password#token=');
  expect(resetTokenIn(received.html)).toBe(resetTokenIn(received.text));
  const token = resetTokenIn(received.text);
  await expect(api().resetPassword({ body: { token, newPassword: 'orchard-lantern-quiet-31' } })).resolves.toEqual({
    username: 'omarh',
    ended: 0,
  });
  await expect(api().login({ body: { username: 'omarh', password: 'orchard-lantern-quiet-31' } })).resolves.toHaveProperty('encodedToken');
  await expect(api().resetPassword({ body: { token, newPassword: 'orchard-lantern-quiet-32' } })).rejects.toMatchObject({
    code: 'reset.used',
  });
});

/** How many mail jobs were ever enqueued (sent ones are kept a day). */
const mailJobs = async () =>
  (await server.db.query<{ count: number }>(`select count(*)::int as count from pgboss.job where name = 'mail.password-reset'`)).rows[0]!
    .count;

test('a name or address no account has gets the same answer, and no mail', async () => {
  const before = mail.received.length;
  const jobsBefore = await mailJobs();
  for (const login of ['nobody-here', 'nobody@example.com']) {
    const answer = await ask(login);
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 202, body: { accepted: true } });
  }
  // Found by its address, in any letter case: this one's mail comes right after, so none was sent before it.
  await ask('LenaF@Example.com');
  expect((await mail.nth(before + 1)).to).toBe('lenaf@example.com');
  expect(await mailJobs()).toBe(jobsBefore + 1);
});

test('the mail is in the language the account chose', async () => {
  const { encodedToken } = opened(await api().login({ body: { username: 'kenjisato', password: 'kenjiSato123' } }));
  await api(encodedToken).setLanguage({ body: { language: 'es' } });
  const before = mail.received.length;
  await ask('kenjisato');
  const received = await mail.nth(before + 1);
  expect(received.subject).toBe('Elige una contraseña nueva para Town Square');
  expect(received.language).toBe('es');
  expect(received.html).toContain('<html lang="es" dir="ltr">');
});

test('an account is sent three reset mails an hour at most; more requests are answered alike and send nothing', async () => {
  const before = mail.received.length;
  for (let request = 0; request < 4; request += 1) expect((await ask('priyanair')).status).toBe(202);
  await ask('adarshbalika');
  // Only three links, so three jobs, were made for her; the mails of a batch go out at once, in any order.
  const { rows } = await server.db.query<{ count: number }>(
    `select count(*)::int as count from password_resets r join users u on u.id = r.user_id where u.username = 'priyanair'`,
  );
  expect(rows[0]!.count).toBe(3);
  await mail.nth(before + 4);
  expect(
    mail.received
      .slice(before)
      .map((one) => one.to)
      .sort(),
  ).toEqual(['adarshbalika@example.com', 'priyanair@example.com', 'priyanair@example.com', 'priyanair@example.com']);
});
