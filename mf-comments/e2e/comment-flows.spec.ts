import { expect, test } from 'tooling/e2e/fixtures';
import { holdApi, loginAsGuest } from 'tooling/e2e/app-helpers';

test('add, edit, upvote, downvote and delete a comment', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/comments/post-3');
  const list = page.getByRole('list', { name: 'Comments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByPlaceholder('Comment as @guest…').fill('Which river?');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = list.getByRole('listitem').filter({ hasText: 'Which river?' });
  await expect(mine.getByText('just now')).toBeVisible();

  await mine.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
  await dialog.getByLabel('Comment').fill('Which river was it?');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Comment Updated!')).toBeVisible();
  const edited = list.getByRole('listitem').filter({ hasText: 'Which river was it?' });

  await edited.getByRole('button', { name: /Upvote/ }).click();
  await expect(edited.getByRole('button', { name: 'Upvote, 1' })).toHaveAttribute('aria-pressed', 'true');
  await edited.getByRole('button', { name: /Downvote/ }).click();
  await expect(edited.getByRole('button', { name: 'Downvote, 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(edited.getByRole('button', { name: 'Upvote, 0' })).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment Deleted!')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('an unknown post id says the post was not found', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/comments/no-such-post');
  await expect(page.getByRole('alert').filter({ hasText: 'No post with id "no-such-post" exists.' })).toBeVisible();
});

test('ids named like built-in object members get the same not-found screen as any unknown id', async ({ page }) => {
  await loginAsGuest(page);
  for (const postId of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    await page.goto(`/comments/${postId}`);
    await expect(page.getByRole('alert').filter({ hasText: `No post with id "${postId}" exists.` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});

test('the comments page shows as a whole once its post has come, so the card never pushes the comments down', async ({ page }) => {
  await loginAsGuest(page);
  const post = await holdApi(page, /^\/api\/posts\/post-3$/);
  await page.goto('/comments/post-3');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the post…' })).toBeVisible();
  await expect.poll(() => post.count()).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Comments' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Comment as @guest…')).toHaveCount(0);
  await post.release();
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
});
