import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

// Each count is labelled by its term (aria-labelledby), which is how getByLabel finds it.
const followers = (page: Page) => page.getByLabel('Followers', { exact: true });

test('follow and unfollow from a profile update its follower count without a reload', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/profile/kenjisato');
  await expect(followers(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Follow + kenjisato' }).click();
  await expect(followers(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Unfollow kenjisato' }).click();
  await expect(followers(page)).toHaveText('1');
});

test('edit profile: a new avatar, bio and website show at once, in the profile and the navigation', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('link', { name: 'My Profile' }).click();
  const avatar = page.getByRole('img', { name: 'Avatar of guest' });
  const before = await avatar.getAttribute('src');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByLabel('Image (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await dialog.getByLabel('Bio').fill('Testing the edit.');
  await dialog.getByLabel('Website').fill('https://guest.example');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile Updated!')).toBeVisible();
  await expect(page.getByText('Testing the edit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://guest.example' })).toBeVisible();
  // The server stores the new picture and gives its address.
  await expect(avatar).not.toHaveAttribute('src', before ?? '');
  await expect(avatar).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{64}$/);
  const stored = (await avatar.getAttribute('src')) ?? '';
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Your profile' }).first().locator('img')).toHaveAttribute('src', stored);
});
