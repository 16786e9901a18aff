import { expect, test } from '@playwright/test';

test('mf-profile runs alone and shows the guest profile with posts from mf-feed', async ({ page }) => {
  await page.goto('http://localhost:3002/');
  await expect(page.getByText('mf_profile running alone')).toBeVisible();
  await expect(page).toHaveURL('http://localhost:3002/profile/guest');
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts by guest' }).getByRole('article')).toHaveCount(1);
});

test('mf-profile alone with mf-feed stopped shows a fallback for the posts and the rest works', async ({ page }) => {
  await page.route('http://localhost:3002/remotes.json', (route) =>
    route.fulfill({ json: { mf_feed: 'http://localhost:3011/mf-manifest.json' } }),
  );
  await page.goto('http://localhost:3002/profile/priyanair');
  await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Posts is unavailable right now.' })).toBeVisible();
  await expect(page.getByText('https://example.com/priya')).toBeVisible();
});
