import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { holdApi, loginAsGuest } from 'tooling/e2e/app-helpers';

/** Adds up the page's layout shifts that no input caused, from the moment the page loads. */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const shifted = window as unknown as { layoutShift: number };
    shifted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifted.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('Popular Activities waits below the fold while the feed loads, so the posts arriving move nothing in view', async ({ page }) => {
    await loginAsGuest(page);
    await watchLayoutShift(page);
    const feed = await holdApi(page, /^\/api\/posts\/feed$/);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts…' })).toBeVisible();
    const popular = page.getByRole('heading', { name: 'Popular Activities' });
    await expect(popular).toBeAttached();
    await expect(popular).not.toBeInViewport();

    await feed.release();
    await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'People to follow' }).getByRole('listitem').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
  });
});
