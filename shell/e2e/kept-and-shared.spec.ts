import { startServerProcess } from 'api-server/testing/server-process';
import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, fillSignupForm, writePost } from 'tooling/e2e/app-helpers';

async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: username,
    lastName: 'Tester',
    username,
    email: `${username}@example.com`,
    password: 'secret-enough',
  });
  await page.getByRole('button', { name: 'Create a Account' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
}

test('a post, a follow, a bookmark and a profile edit are all still there after a reload', async ({ page }) => {
  await loginAsGuest(page);
  await writePost(page, 'Still here', 'Written before a reload.');
  await page.getByRole('button', { name: 'Follow + omarh' }).click();
  await expect(page.getByText('You now follow omarh.')).toBeVisible();
  await page.getByRole('article', { name: 'Ridge walk' }).getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByText('Successfully Bookmarked!')).toBeVisible();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('Bio').fill('Kept by the server.');
  await page.getByRole('dialog', { name: 'Edit profile' }).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile Updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Kept by the server.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts by guest' }).getByRole('article', { name: 'Still here' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Sunday ride' })).toBeVisible();
  await page.getByRole('link', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Bookmarked posts' }).getByRole('article', { name: 'Ridge walk' })).toBeVisible();
});

test("two people in two browsers see each other's new post and follow", async ({ browser, baseURL }) => {
  const ada = await (await browser.newContext({ baseURL })).newPage();
  const bob = await (await browser.newContext({ baseURL })).newPage();
  await signUp(ada, 'ada');
  await signUp(bob, 'bob');

  await writePost(ada, 'Hello from Ada', 'Is anyone out there?');
  await bob.goto('/explore');
  await expect(bob.getByRole('article', { name: 'Hello from Ada' })).toBeVisible();
  await bob.goto('/profile/ada');
  // The button turns at once, before the server answers: the feed is read once the server has the follow.
  const followed = bob.waitForResponse((response) => response.url().includes('/api/users/follow/') && response.ok());
  await bob.getByRole('button', { name: 'Follow + ada' }).click();
  await expect(bob.getByRole('button', { name: 'Unfollow ada' })).toBeVisible();
  await followed;
  await bob.goto('/home');
  await expect(bob.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Hello from Ada' })).toBeVisible();

  await ada.goto('/profile/ada');
  await expect(ada.getByLabel('Followers', { exact: true })).toHaveText('1');
  await ada.goto('/profile/bob');
  await expect(ada.getByLabel('Following', { exact: true })).toHaveText('1');
  await ada.context().close();
  await bob.context().close();
});

test.describe('a restart of the server', () => {
  // A server of this test's own, so that stopping it disturbs no other test.
  const port = 3200;

  test('keeps what a person did, and the page carries on after it', async ({ browser }) => {
    const first = await startServerProcess({ keep: true, env: { PORT: String(port), HOST: 'localhost', SOCIAL_SERVE_APPS: 'shell' } });
    let second: Awaited<ReturnType<typeof startServerProcess>> | null = null;
    const page = await (await browser.newContext({ baseURL: `http://localhost:${port}` })).newPage();
    try {
      await loginAsGuest(page);
      await writePost(page, 'Across a restart', 'The server stops and starts again.');
      await page.getByRole('button', { name: 'Follow + omarh' }).click();
      await expect(page.getByText('You now follow omarh.')).toBeVisible();
      expect(await first.stop()).toBe(0);

      second = await startServerProcess({
        dataDir: first.dataDir,
        databaseUrl: first.databaseUrl,
        env: { PORT: String(port), HOST: 'localhost', SOCIAL_SERVE_APPS: 'shell' },
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Across a restart' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
    } finally {
      await page.context().close();
      await (second ?? first).stop();
    }
  });
});
