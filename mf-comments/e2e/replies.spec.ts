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
  // The server's answer held: the reply shows at once as it goes, and the reload comes only once
  // it is stored (a reload before that would not find it, as CI once did).
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/comments/add/**', async (route) => (await held, await route.continue()));
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(answered.getByText('Sending…')).toBeVisible();
  await expect(answered.getByText('Which bakery was it?')).toBeVisible();
  answer();
  await expect(answered.getByText('Sending…')).toHaveCount(0);
  await page.unroute('**/api/comments/add/**');

  await page.reload();
  await expect(answered.getByText('Which bakery was it?')).toHaveCount(0);
  await answered.getByRole('button', { name: 'View 1 reply' }).click();
  await expect(answered.getByText('Which bakery was it?')).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Hide replies' })).toBeVisible();
});
