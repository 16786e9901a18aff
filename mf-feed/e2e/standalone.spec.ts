import { openStandalone } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-feed runs alone with its own store, the mock API and a signed-in guest', async ({ page }) => {
  await openStandalone(page, 3001, 'mf_feed');
  await expect(page).toHaveURL('http://localhost:3001/home');
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article')).toHaveCount(3);
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
});
