import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

test('a reply shows under the comment it answers, and is still there after a reload', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/comments/post-3');
  const comments = page.getByRole('list', { name: 'Comments' });
  const answered = comments.getByRole('listitem').first();
  const author = (await answered.getByRole('link').first().textContent())?.trim().replace(/^@/, '') ?? '';

  await answered.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('combobox', { name: `Reply to @${author}` }).fill('Which bakery was it?');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(answered.getByText('Which bakery was it?')).toBeVisible();
  // Shown at once while it goes ("Sending…"; its draft kept until the server answers): the reload
  // comes once it is stored, as a reload before that would not find it (CI once reloaded first).
  await expect(answered.getByText('Sending…')).toHaveCount(0);

  await page.reload();
  await expect(answered.getByText('Which bakery was it?')).toHaveCount(0);
  await answered.getByRole('button', { name: 'View 1 reply' }).click();
  await expect(answered.getByText('Which bakery was it?')).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Hide replies' })).toBeVisible();
});
