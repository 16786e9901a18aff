import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

test('a half-typed post is still there after a reload, with "You have a draft", until it is posted', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Caption').fill('Half a thought');
  await dialog.getByLabel('Content').fill('To be contin');
  // The tab goes without the dialog being closed: the draft was kept as typing paused.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('social:draft:')).length)).toBe(1);
  await page.reload();

  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'New Post' });
  await expect(dialog.getByRole('status')).toHaveText(/You have a draft\./);
  await expect(dialog.getByLabel('Caption')).toHaveValue('Half a thought');
  await expect(dialog.getByLabel('Content')).toHaveValue('To be contin');
  await dialog.getByLabel('Content').fill('To be continued.');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Uploded!')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New Post' }).getByLabel('Caption')).toHaveValue('');
  await expect(page.getByText('You have a draft.')).toHaveCount(0);
});
