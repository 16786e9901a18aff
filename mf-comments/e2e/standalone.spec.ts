import { expect, test } from 'tooling/e2e/fixtures';

test('mf-comments runs alone and shows a post with its comments', async ({ page }) => {
  await page.goto('http://localhost:3003/');
  await expect(page.getByText('mf_comments running alone')).toBeVisible();
  await expect(page).toHaveURL('http://localhost:3003/comments/post-1');
  await expect(page.getByRole('heading', { name: 'First light' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
});
