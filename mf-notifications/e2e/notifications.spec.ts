import type { Locator, Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, signedInElsewhere, writePost } from 'tooling/e2e/app-helpers';

const priya = { username: 'priyanair', password: 'priyaNair123' };

/**
 * Signs in as the guest and reads whatever the seed told them, by opening the screen, so the bell
 * starts at none; back on Home, answers the navigation.
 */
async function guestWithNothingUnread(page: Page): Promise<Locator> {
  await loginAsGuest(page);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await navigation.getByRole('link', { name: 'Home' }).click();
  await expect(navigation.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  return navigation;
}

test('B likes A’s post: A’s bell counts it without a reload, and the notification leads to the post', async ({ page, browser, server }) => {
  const navigation = await guestWithNothingUnread(page);

  const other = await signedInElsewhere(browser, server.url, priya);
  await other.goto('/explore');
  const post = other.getByRole('list', { name: 'All posts' }).getByRole('article', { name: 'Hello there' });
  await post.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(post.getByRole('button', { name: 'Unlike' })).toBeVisible();

  const bell = navigation.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('1');

  await bell.click();
  const like = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /priyanair liked your post/ });
  await expect(like).toContainText('New');
  // Reading the screen clears the bell.
  await expect(navigation.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await like.click();
  await expect(page).toHaveURL('/comments/post-6');
  await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
  await expect(page.getByText('Trying out this place. Say hi!')).toBeVisible();
  await other.context().close();
});

test('@A in B’s post links to A and tells A, whose notification leads to the post', async ({ page, browser, server }) => {
  const navigation = await guestWithNothingUnread(page);

  const other = await signedInElsewhere(browser, server.url, priya);
  await writePost(other, 'For the guest', 'Look at this, @guest!');
  await other.context().close();

  await navigation.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /priyanair mentioned you/ })
    .click();
  await expect(page).toHaveURL(/\/comments\//);
  const post = page.getByRole('article', { name: 'For the guest' });
  await post.getByRole('link', { name: '@guest' }).click();
  await expect(page).toHaveURL('/profile/guest');
});
