import { openStandalone } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-notifications runs alone with its own store, the mock API and a signed-in guest, who has none yet', async ({ page }) => {
  await openStandalone(page, 3005, 'mf_notifications');
  await expect(page).toHaveURL('http://localhost:3005/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
});
