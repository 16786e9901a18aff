import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, signedInElsewhere } from 'tooling/e2e/app-helpers';

const priya = { username: 'priyanair', password: 'priyaNair123' };

const allPosts = (page: Page) => page.getByRole('list', { name: 'All posts' });
const yourFeed = (page: Page) => page.getByRole('list', { name: 'Your feed' });

test("A blocks B: B's posts leave A's Explore and Home, and B can no longer like A's post", async ({ page, browser, baseURL }) => {
  // B has A's post on screen before the block.
  const b = await signedInElsewhere(browser, baseURL!, priya);
  await b.goto('/explore');
  const hello = allPosts(b).getByRole('article', { name: 'Hello there' });
  await expect(hello).toBeVisible();

  await loginAsGuest(page);
  await expect(yourFeed(page).getByRole('article', { name: 'Ridge walk' })).toBeVisible();
  await page.goto('/profile/priyanair');
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Block @priyanair' }).click();
  await page.getByRole('dialog', { name: 'Block @priyanair?' }).getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('You blocked @priyanair.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(allPosts(page).getByRole('article')).toHaveCount(5);
  await expect(allPosts(page).getByRole('article', { name: 'Ridge walk' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(yourFeed(page).getByRole('article', { name: 'Hello there' })).toBeVisible();
  await expect(yourFeed(page).getByRole('article', { name: 'Ridge walk' })).toHaveCount(0);

  // B is not told: the server refuses the like as it answers for a post that is not there
  // (words that said "You cannot interact with this account" told B of the block), and the count stays.
  await hello.getByRole('button', { name: 'Like' }).click();
  await expect(b.getByText(/^No post with id ".+" exists\. Not Found error$/)).toBeVisible();
  await expect(hello.getByText('Be the first to like')).toBeVisible();
  // And A's profile is unavailable to B.
  await b.goto('/profile/guest');
  await expect(b.getByText('This profile is not available.')).toBeVisible();
});

test('A mutes B from a post: B leaves the lists at once and after a reload; Settings lists B with Unmute, which brings B back', async ({
  page,
}) => {
  await loginAsGuest(page);
  await page.goto('/explore');
  const ride = allPosts(page).getByRole('article', { name: 'Sunday ride' });
  await ride.getByRole('button', { name: 'Post options' }).click();
  await ride.getByRole('button', { name: 'Mute @omarh' }).click();
  await expect(ride).toHaveCount(0);
  await page.reload();
  await expect(allPosts(page).getByRole('article')).toHaveCount(5);

  await page.goto('/settings');
  const lists = page.getByRole('region', { name: 'Blocked and muted' });
  await lists.getByRole('list', { name: 'People you mute' }).getByRole('button', { name: 'Unmute @omarh' }).click();
  await expect(lists.getByText('You do not mute anyone.')).toBeVisible();
  await page.goto('/explore');
  await expect(allPosts(page).getByRole('article', { name: 'Sunday ride' })).toBeVisible();
});
