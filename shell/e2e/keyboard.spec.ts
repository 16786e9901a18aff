import { expect, test, type Locator, type Page } from 'tooling/e2e/fixtures';

/** Moves focus to the control with Tab alone (no pointer), then presses the key. */
async function tabTo(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      if (key) await page.keyboard.press(key);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard alone: sign in, post, like, bookmark, follow, comment and edit the profile', async ({ page }) => {
  // A whole visit by Tab, one key and one focus check per control passed: about 30 s in CI, two
  // thirds of the usual budget, so three times that lest a busy machine fail it.
  test.slow();
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Login as a Guest' }));
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: '+ New post' }));
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Caption')).toBeFocused();
  await page.keyboard.type('Typed, not clicked');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Content')).toBeFocused();
  await page.keyboard.type('Every step by keyboard.');
  await tabTo(page, dialog.getByRole('button', { name: 'add post' }));
  await expect(page.getByText('Post Uploded!')).toBeVisible();

  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  await tabTo(page, ridge.getByRole('button', { name: 'Like', exact: true }));
  await expect(ridge.getByText('2 likes')).toBeVisible();
  await tabTo(page, ridge.getByRole('button', { name: 'Bookmark', exact: true }));
  await expect(page.getByText('Successfully Bookmarked!')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Follow + omarh' }));
  await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();

  await tabTo(page, ridge.getByRole('link', { name: /^Comments/ }));
  await expect(page).toHaveURL('/comments/post-2');
  await tabTo(page, page.getByPlaceholder('Comment as @guest…'), '');
  await page.keyboard.type('Written with the keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Post', exact: true }));
  await expect(page.getByRole('list', { name: 'Comments' }).getByText('Written with the keyboard')).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'My Profile' }));
  await tabTo(page, page.getByRole('button', { name: 'Edit profile' }));
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await tabTo(page, edit.getByLabel('Bio'), '');
  await page.keyboard.type('Keyboard user.');
  await tabTo(page, edit.getByRole('button', { name: 'Update' }));
  await expect(page.getByText('Profile Updated!')).toBeVisible();
  await expect(page.getByText('Keyboard user.')).toBeVisible();
});

test('a modal keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  const opener = page.getByRole('button', { name: '+ New post' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
