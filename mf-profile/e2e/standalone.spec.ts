import { openStandalone, standaloneStartMs } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-profile runs alone and shows the guest profile with posts from mf-feed', async ({ page }) => {
  await openStandalone(page, 3002, 'mf_profile');
  await expect(page).toHaveURL('http://localhost:3002/profile/guest');
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts by guest' }).getByRole('article')).toHaveCount(1);
});

test.describe('with mf-feed stopped', () => {
  // The page is told mf-feed lives on a port where nothing answers; its Content-Security-Policy
  // would refuse that port anyway, so it is set aside to test the stopped remote itself.
  test.use({ bypassCSP: true });

  test('mf-profile alone shows a fallback for the posts and the rest works', async ({ page }) => {
    await page.route('http://localhost:3002/config.json', (route) =>
      route.fulfill({ json: { api: 'mock', remotes: { mf_feed: 'http://localhost:3011/remoteEntry.js' } } }),
    );
    // The in-page mock's start-up comes first, as in `openStandalone`.
    test.slow();
    await page.goto('http://localhost:3002/profile/priyanair');
    await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible({ timeout: standaloneStartMs });
    await expect(page.getByRole('alert').filter({ hasText: 'Posts is unavailable right now.' })).toBeVisible();
    await expect(page.getByText('https://example.com/priya')).toBeVisible();
  });
});
