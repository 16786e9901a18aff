import { startMailReceiver } from 'api-server/testing/mail-receiver';
import { startServerProcess } from 'api-server/testing/server-process';
import { expect, test } from 'tooling/e2e/fixtures';
import { logIn, signedInElsewhere } from 'tooling/e2e/app-helpers';

test.describe('a forgotten password, with mail on', () => {
  // A server of this test's own, which sends its mail to an SMTP server inside the test: the
  // workers' servers send none. One port per parallel worker, so runs side by side never share one.
  const portOf = (parallelIndex: number) => 3211 + parallelIndex;
  const omar = { username: 'omarh', password: 'omarHaddad123' };

  test('from "Forgot your password?" to signed in with the new password, by the link in the mail; the old sessions end', async ({
    browser,
  }, testInfo) => {
    const port = portOf(testInfo.parallelIndex);
    const baseURL = `http://localhost:${port}`;
    const mail = await startMailReceiver();
    const server = await startServerProcess({
      env: {
        PORT: String(port),
        HOST: 'localhost',
        SOCIAL_SERVE_APPS: 'shell',
        SOCIAL_SMTP_URL: mail.smtpUrl,
        SOCIAL_MAIL_FROM: 'Town Square <hello@town.example>',
        SOCIAL_PUBLIC_URL: baseURL,
        SOCIAL_COMMUNITY_NAME: 'Town Square',
      },
    });
    const laptop = await signedInElsewhere(browser, baseURL, omar);
    const page = await (await browser.newContext({ baseURL })).newPage();
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      const arriving = mail.nth(1);
      await page.getByLabel('Email address or username').fill('omarh@example.com');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(page.getByRole('status')).toContainText('If an account matches, a link to choose a new password is on its way');

      const received = await arriving;
      expect(received).toMatchObject({ to: 'omarh@example.com', subject: 'Choose a new password for Town Square' });
      const link = received.text.split('\n').find((line) => line.startsWith(`${baseURL}/reset-password#token=`));
      expect(link).toBeTruthy();

      await page.goto(link!);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      const chosen = 'harbour lantern quiet';
      await page.getByLabel('New password', { exact: true }).fill(chosen);
      await expect(page.getByText('Strong enough.')).toBeVisible();
      await page.getByRole('button', { name: 'Choose this password' }).click();

      await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
      await expect(page.getByText('Your password is changed. Log in with the new one.')).toBeVisible();
      await expect(page.getByLabel('Username')).toHaveValue('omarh');
      await page.getByLabel('Password').fill(chosen);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Hello, omarh' })).toBeVisible();

      // The laptop's session ended with the reset, and says why by itself.
      await expect(laptop.getByRole('alert')).toHaveText(
        'Your password was changed on another device. Please log in with the new password.',
      );
      await expect(laptop.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();

      // The link worked once.
      await laptop.goto(link!);
      await laptop.getByLabel('New password', { exact: true }).fill('another harbour lantern');
      await laptop.getByRole('button', { name: 'Choose this password' }).click();
      await expect(laptop.getByText('This link to choose a new password has already been used. Ask for a new one.')).toBeVisible();
      await expect(laptop.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
      await logIn(laptop, omar);
      await expect(laptop.getByRole('alert').filter({ hasText: 'The credentials you entered are invalid.' })).toBeVisible();
    } finally {
      await page.context().close();
      await laptop.context().close();
      await server.stop();
      await mail.close();
    }
  });
});
