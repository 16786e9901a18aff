import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, unavailableAnswer } from 'tooling/e2e/app-helpers';

test('follow A and B at once: B succeeds, A fails, and B stays followed, as the server stored it', async ({ page }) => {
  await loginAsGuest(page);
  const people = page.getByRole('list', { name: 'People to follow' });
  let failOmar: () => Promise<void> = () => Promise.resolve();
  await page.route('**/api/users/follow/user-omar', (route) => {
    failOmar = () => route.fulfill({ status: 503, json: unavailableAnswer });
  });

  await people.getByRole('button', { name: 'Follow + omarh' }).click();
  await people.getByRole('button', { name: 'Follow + lenaf' }).click();
  // Both show at once; Lena's follow is stored while Omar's is still on its way.
  await expect(people.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
  await expect(page.getByText('You now follow lenaf.')).toBeVisible();
  await expect(people.getByRole('button', { name: 'Unfollow lenaf' })).toBeEnabled();

  await failOmar();
  await expect(page.getByText('Could not follow this user.')).toBeVisible();
  await expect(people.getByRole('button', { name: 'Follow + omarh' })).toBeEnabled();
  await expect(people.getByRole('button', { name: 'Unfollow lenaf' })).toBeVisible();

  await page.reload();
  await expect(people.getByRole('button', { name: 'Unfollow lenaf' })).toBeVisible();
  await expect(people.getByRole('button', { name: 'Follow + omarh' })).toBeVisible();
});
