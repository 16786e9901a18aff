import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { startInProcess, type InProcessServer } from './in-process';
import { startMailReceiver, type MailReceiver, type ReceivedMail } from './mail-receiver';

/** Confirmed addresses with mail on: the links come by mail to a real SMTP server in the test. */

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
      SOCIAL_REQUIRE_VERIFIED_EMAIL: 'on',
    },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await mail.close();
});

const clientWith = (token: string | null = null) =>
  createApiClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });
const confirmTokenIn = (received: ReceivedMail): string => {
  const found = /^https:\/\/town\.example\/confirm-email#token=([\w-]+)$/m.exec(received.text);
  if (!found?.[1]) throw new Error(`No confirmation link in: ${received.text}`);
  return found[1];
};
const signIn = async (username: string, password: string) =>
  clientWith(opened(await clientWith().login({ body: { username, password } })).encodedToken);

test('a new account is mailed a link; until it is opened the account only reads; the link works once', async () => {
  const arriving = mail.nth(mail.received.length + 1);
  const newcomer = {
    username: 'rosa',
    password: 'quiet-harbour-lantern-7',
    firstName: 'Rosa',
    lastName: 'Ortiz',
    email: 'rosa@example.com',
  };
  await clientWith().signup({ body: newcomer });
  const received = await arriving;
  expect(received).toMatchObject({ to: 'rosa@example.com', subject: 'Confirm your email address for Town Square' });
  expect(received.text).toContain('Welcome to Town Square! To confirm that this address is yours, for your account @rosa');

  const rosa = await signIn('rosa', newcomer.password);
  expect((await rosa.getUserByUsername({ username: 'rosa' })).user).toMatchObject({ emailConfirmed: false });
  await expect(rosa.createPost({ body: { caption: 'Hi', content: 'first', img: '' } })).rejects.toMatchObject({
    code: 'email.unconfirmed',
  });

  const token = confirmTokenIn(received);
  // Opened in the tab where Rosa is signed in: the page sends her token, which must not hold the link back.
  await expect(rosa.confirmEmail({ body: { token } })).resolves.toEqual({ username: 'rosa', email: 'rosa@example.com' });
  expect((await rosa.getUserByUsername({ username: 'rosa' })).user).toMatchObject({ emailConfirmed: true, pendingEmail: null });
  await expect(rosa.createPost({ body: { caption: 'Hi', content: 'first', img: '' } })).resolves.toBeTruthy();
  await expect(clientWith().confirmEmail({ body: { token } })).rejects.toMatchObject({ code: 'confirm.used' });
  await expect(rosa.resendEmailConfirmation()).rejects.toMatchObject({ code: 'email.already_confirmed' });
});

test('a new address waits for its link; once opened it is the account’s, and the old address is told', async () => {
  const omar = await signIn('omarh', 'omarHaddad123');
  const before = mail.received.length;
  const { user } = await omar.changeEmail({ body: { email: 'omar@new.example', password: 'omarHaddad123' } });
  expect(user).toMatchObject({ email: 'omarh@example.com', emailConfirmed: true, pendingEmail: 'omar@new.example' });
  const confirmation = await mail.nth(before + 1);
  expect(confirmation.to).toBe('omar@new.example');
  expect(confirmation.text).toContain('You asked to use this address for your account @omarh on Town Square');

  const told = mail.nth(before + 2);
  await clientWith().confirmEmail({ body: { token: confirmTokenIn(confirmation) } });
  expect((await omar.getUserByUsername({ username: 'omarh' })).user).toMatchObject({ email: 'omar@new.example', pendingEmail: null });
  expect(await told).toMatchObject({ to: 'omarh@example.com', subject: 'The email address of your account on Town Square changed' });
  expect((await told).text).toContain('is now omar@new.example');
});

test('asking again sends a new link to the address waiting, in the account’s language', async () => {
  const lena = await signIn('lenaf', 'lenaFischer123');
  await lena.setLanguage({ body: { language: 'de' } });
  const before = mail.received.length;
  await lena.changeEmail({ body: { email: 'lena@new.example', password: 'lenaFischer123' } });
  await mail.nth(before + 1);
  await expect(lena.resendEmailConfirmation()).resolves.toEqual({ accepted: true });
  const again = await mail.nth(before + 2);
  expect(again).toMatchObject({ to: 'lena@new.example', subject: 'Bestätige deine E-Mail-Adresse für Town Square', language: 'de' });
});
