import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, signedInElsewhere } from 'tooling/e2e/app-helpers';

/** The seed: the guest follows priyanair; lenaf wrote "Reading corner", which nobody has reposted. */
const priya = { username: 'priyanair', password: 'priyaNair123' };
const lena = { username: 'lenaf', password: 'lenaFischer123' };

test("B reposts A's post: C, who follows B, sees the count rise live and the post in Home as reposted by B; A is told", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsGuest(page);
  await page.goto('/explore');
  const onExplore = page.getByRole('list', { name: 'All posts' }).getByRole('article', { name: 'Reading corner' });
  await expect(onExplore.getByRole('button', { name: 'Repost' })).toBeVisible();
  await expect(onExplore.getByText(/repost/)).toHaveCount(0);

  const b = await signedInElsewhere(browser, baseURL!, priya);
  await b.goto('/explore');
  const bCard = b.getByRole('list', { name: 'All posts' }).getByRole('article', { name: 'Reading corner' });
  await bCard.getByRole('button', { name: 'Repost' }).click();
  await expect(b.getByText('Reposted to your followers.')).toBeVisible();
  await expect(bCard.getByRole('button', { name: 'Undo repost' })).toHaveAttribute('aria-pressed', 'true');

  // The guest's open page follows without a reload.
  await expect(onExplore.getByText('· 1 repost')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  const inHome = page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Reading corner' });
  await expect(inHome.getByText('Reposted by priyanair')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article').first()).toHaveAccessibleName('Reading corner');

  const a = await signedInElsewhere(browser, baseURL!, lena);
  await a.goto('/notifications');
  await expect(a.getByText('priyanair reposted your post')).toBeVisible();
});
