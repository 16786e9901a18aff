import { startServerProcess } from 'api-server/testing/server-process';
import { guestCredentials } from 'api-contract/guest';
import { messages } from 'api-contract/messages';
import { expect, test } from 'tooling/e2e/fixtures';
import { ada, fillSignupForm } from 'tooling/e2e/app-helpers';

test.describe('a deployment (SOCIAL_DEMO=off)', () => {
  // A server of this test's own: the workers' servers are demos, as the other tests need.
  const port = 3210;

  test('starts with no account and no "Login as a Guest"; its first person signs up to an empty community', async ({ browser }) => {
    const server = await startServerProcess({
      env: { PORT: String(port), HOST: 'localhost', SOCIAL_SERVE_APPS: 'shell', SOCIAL_DEMO: 'off' },
    });
    const page = await (await browser.newContext({ baseURL: `http://localhost:${port}` })).newPage();
    try {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login as a Guest' })).toHaveCount(0);

      // The demo's published password opens nothing here: there is no guest.
      await page.getByLabel('Username').fill(guestCredentials.username);
      await page.getByLabel('Password').fill(guestCredentials.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: messages.userNotRegistered }).first()).toBeVisible();

      await page.getByRole('link', { name: 'Create an account' }).click();
      await fillSignupForm(page, ada);
      await page.getByRole('button', { name: 'Create a Account' }).click();
      await expect(page.getByRole('heading', { name: 'Hello, ada' })).toBeVisible();
      await page.goto('/explore');
      await expect(page.getByText('No posts yet.')).toBeVisible();
    } finally {
      await page.context().close();
      await server.stop();
    }
  });
});
