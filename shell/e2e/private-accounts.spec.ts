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
  for (const person of [omar, priya]) {
    const asker = await signedInElsewhere(browser, baseURL!, person);
    await asker.goto('/profile/kenjisato');
    await expect(asker.getByText('@kenjisato approves their followers: their posts are for the people they accept.')).toBeVisible();
    await asker.getByRole('button', { name: 'Ask to follow kenjisato' }).click();
    await expect(asker.getByRole('button', { name: 'Withdraw request kenjisato' })).toBeVisible();
    await asker.close();
  }
  const waiting = followers.getByRole('list', { name: 'People who asked to follow you' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);

  await waiting.getByRole('button', { name: 'Accept @omarh' }).click();
  await expect(page.getByText('omarh follows you now.')).toBeVisible();
  await waiting.getByRole('button', { name: 'Decline @priyanair' }).click();
  await expect(followers.getByText('Nobody is waiting for your answer.')).toBeVisible();

  // Omar follows now and sees the posts; Priya does not, and may ask again.
  const accepted = await signedInElsewhere(browser, baseURL!, omar);
  await accepted.goto('/profile/kenjisato');
  await expect(accepted.getByRole('button', { name: 'Unfollow kenjisato' })).toBeVisible();
  await expect(accepted.getByRole('list', { name: 'Posts by kenjisato' })).toBeVisible();
  const declined = await signedInElsewhere(browser, baseURL!, priya);
  await declined.goto('/profile/kenjisato');
  await expect(declined.getByRole('button', { name: 'Ask to follow kenjisato' })).toBeVisible();
  await expect(declined.getByRole('list', { name: 'Posts by kenjisato' })).toHaveCount(0);
});
