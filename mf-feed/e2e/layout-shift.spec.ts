import { expect, test } from 'tooling/e2e/fixtures';
import { holdApi, loginAsGuest } from 'tooling/e2e/app-helpers';
import { layoutShiftObserver, readLayoutShift } from 'tooling/e2e/layout-shift';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('Popular Activities waits below the fold while the feed loads, so the posts arriving move nothing in view', async ({ page }) => {
    await loginAsGuest(page);
    await page.addInitScript(layoutShiftObserver);
    const feed = await holdApi(page, /^\/api\/posts\/feed$/);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts…' })).toBeVisible();
    const popular = page.getByRole('heading', { name: 'Popular Activities' });
    await expect(popular).toBeAttached();
    await expect(popular).not.toBeInViewport();

    await feed.release();
    await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'People to follow' }).getByRole('listitem').first()).toBeAttached();
    expect(await readLayoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});
