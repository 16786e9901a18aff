import { openStandalone } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-comments runs alone and shows a post with its comments', async ({ page }) => {
  await openStandalone(page, 3003, 'mf_comments');
  await expect(page).toHaveURL('http://localhost:3003/comments/post-1');
  await expect(page.getByRole('heading', { name: 'First light' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
});
