import type { Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { logIn, signedInElsewhere } from 'tooling/e2e/app-helpers';

/** The seed: nobody but lenaf follows kenjisato; omarh and priyanair do not. */
const kenji = { username: 'kenjisato', password: 'kenjiSato123' };
const omar = { username: 'omarh', password: 'omarHaddad123' };
const priya = { username: 'priyanair', password: 'priyaNair123' };

test('a private account approves one request and declines another; the requests arrive without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, kenji);
  await expect(page.getByRole('heading', { name: 'Hello, kenjisato' })).toBeVisible();
  await page.goto('/settings');
  const followers = page.getByRole('region', { name: 'Followers' });
  // Saved at once, as the theme is: checked once the server has it.
  const approve = followers.getByRole('checkbox', { name: 'Approve followers' });
  await approve.click();
  await expect(approve).toBeChecked();
  await expect(followers.getByText(/Others see your bio and counts, not your posts/)).toBeVisible();
  await expect(followers.getByText('Nobody is waiting for your answer.')).toBeVisible();

  // Two people ask from their own pages; Kenji's open Settings shows each as it comes.
  const askers = [];
  for (const person of [omar, priya]) {
    const asker = await signedInElsewhere(browser, baseURL!, person);
    await asker.goto('/profile/kenjisato');
    await expect(asker.getByText('@kenjisato approves their followers: their posts are for the people they accept.')).toBeVisible();
    await asker.getByRole('button', { name: 'Ask to follow kenjisato' }).click();
    await expect(asker.getByRole('button', { name: 'Withdraw request kenjisato' })).toBeVisible();
    askers.push(asker);
  }
  const [accepted, declined] = askers as [Page, Page];
  const waiting = followers.getByRole('list', { name: 'People who asked to follow you' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);

  await waiting.getByRole('button', { name: 'Accept @omarh' }).click();
  await expect(page.getByText('omarh follows you now.')).toBeVisible();
  await waiting.getByRole('button', { name: 'Decline @priyanair' }).click();
  await expect(followers.getByText('Nobody is waiting for your answer.')).toBeVisible();

  // Omar's open page hears of it: he follows now and sees the posts, without a reload.
  await expect(accepted.getByRole('button', { name: 'Unfollow kenjisato' })).toBeVisible();
  await expect(accepted.getByRole('list', { name: 'Posts by kenjisato' })).toBeVisible();
  // Priya is not told; a fresh look shows she may ask again, and still sees no posts.
  await declined.reload();
  await expect(declined.getByRole('button', { name: 'Ask to follow kenjisato' })).toBeVisible();
  await expect(declined.getByRole('list', { name: 'Posts by kenjisato' })).toHaveCount(0);
});
