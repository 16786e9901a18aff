import { expect, test } from '@playwright/test';
import { loginAsGuest, shellUrl } from 'tooling/e2e/app-helpers';

test('a like shows well before the server answers (400 ms), and a double click cannot skew the count', async ({ page }) => {
  await loginAsGuest(page);
  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  await ridge.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ridge.getByText('2 likes')).toBeVisible({ timeout: 150 });
  await ridge.getByRole('button', { name: 'Unlike' }).dblclick({ force: true });
  await page.waitForTimeout(1200);
  await expect(ridge.getByText(/^[12] likes?$/)).toBeVisible();
  const count = Number((await ridge.locator('.post-card__likes').textContent())?.split(' ')[0]);
  const likers = await ridge.locator('.post-card__liked-by a').count();
  expect(count).toBe(likers);
});

test('a follow and a bookmark show well before the server answers', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'Follow + omarh' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible({ timeout: 150 });
  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  await ridge.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(ridge.getByRole('button', { name: 'Remove bookmark' })).toBeVisible({ timeout: 150 });
});

test('a timeline of 2,000 posts keeps only a few dozen cards in the page while scrolling to its end', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mock-api:seed-posts', '2000'));
  await loginAsGuest(page);
  await page.goto(`${shellUrl}/explore`);
  const list = page.getByRole('list', { name: 'All posts' });
  await expect(list.getByRole('article').first()).toBeVisible();
  expect(await page.locator('article').count()).toBeLessThanOrEqual(40);
  // Cards are measured as they appear, so the page may grow: scroll until the end holds still.
  let endsInARow = 0;
  for (let step = 0; step < 400 && endsInARow < 3; step += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 8));
    await page.waitForTimeout(30);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    endsInARow = atEnd ? endsInARow + 1 : 0;
    expect(await page.locator('article').count()).toBeLessThanOrEqual(40);
  }
  await expect(list.locator('li').last()).toHaveAttribute('aria-posinset', '2000');
  await expect(list.getByRole('article').last()).toBeInViewport();
});
