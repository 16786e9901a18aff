import { resetTokenIn, startMailReceiver } from './mail-receiver';
import { send } from './api';
import { startServerProcess } from './server-process';

/**
 * The reset mail is a durable job: a server killed after the request committed, while the mail
 * was still on its way to the SMTP server, sends it after its restart, once.
 */
test('a SIGKILL between the request and the mail: the restarted server sends the mail, once, with a link that works', async () => {
  const mail = await startMailReceiver();
  const env = {
    SOCIAL_SMTP_URL: mail.smtpUrl,
    SOCIAL_MAIL_FROM: 'social@town.example',
    SOCIAL_PUBLIC_URL: 'https://town.example',
    // A try of a job cut off by the kill is taken for lost after this long, then tried again.
    SOCIAL_JOB_TIMEOUT_SECONDS: '2',
  };
  const first = await startServerProcess({ keep: true, env });
  try {
    // The SMTP server takes the mail's content and never answers: the server is in the middle of sending.
    mail.holdEveryMail();
    const held = mail.heldOne();
    const asked = await send(first, 'POST', '/api/auth/password-reset', { body: { login: 'omarh' } });
    expect(asked.status).toBe(202);
    await held;
  } finally {
    await first.stop('SIGKILL');
  }
  mail.answerEveryMail();
  expect(mail.received).toEqual([]);

  const second = await startServerProcess({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, env });
  try {
    const sent = await mail.nth(1);
    expect(sent.to).toBe('omarh@example.com');
    // Once: a later mail is the next one received, with nothing before it.
    await send(second, 'POST', '/api/auth/password-reset', { body: { login: 'lenaf' } });
    await mail.nth(2);
    expect(mail.received.map((one) => one.to)).toEqual(['omarh@example.com', 'lenaf@example.com']);
    const reset = await send(second, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: resetTokenIn(sent.text), newPassword: 'after-the-crash-lantern-4' },
    });
    expect(reset).toMatchObject({ status: 200, body: { username: 'omarh' } });
  } finally {
    await second.stop();
    await mail.close();
  }
}, 120_000);
