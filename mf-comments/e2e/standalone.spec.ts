import { openStandalone, standaloneStartMs } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-comments runs alone and shows a post with its comments', async ({ page }) => {
  await openStandalone(page, 3003, 'mf_comments');
  await expect(page).toHaveURL('http://localhost:3003/comments/post-1');
  // The post is the in-page mock's first query, shown in mf-feed's card, which loads only then
  // from mf-feed's own server: part of the start-up, on the same main thread as the mock (a trace
  // of a loaded machine shows 14 s between the page's files and the card's).
  await expect(page.getByRole('heading', { name: 'First light' })).toBeVisible({ timeout: standaloneStartMs });
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
});
