import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, writePost } from 'tooling/e2e/app-helpers';

test('#tag in a post links to the tag page, which lists the posts holding it in any letter case', async ({ page }) => {
  await loginAsGuest(page);
  await writePost(page, 'Rivers', 'Morning on the water #Kayaking');
  await writePost(page, 'More rivers', 'Again today #kayaking');
  await page.goto('/explore');
  await page.getByRole('article', { name: 'Rivers', exact: true }).getByRole('link', { name: '#Kayaking' }).click();

  await expect(page).toHaveURL(/\/tags\/kayaking$/);
  await expect(page.getByRole('heading', { name: '#kayaking', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('#kayaking | Social');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test("a word from a post's content finds it in search, from the home page's search box", async ({ page }) => {
  await loginAsGuest(page);
  // On a desktop the search box is the home page's (the mobile top bar's is hidden there).
  await page.goto('/home');
  await page.getByRole('search').locator('input:visible').first().fill('bakery');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=bakery/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Sunday ride' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('tab', { name: 'People' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('omar');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('link', { name: /omarh/ }).first()).toBeVisible();
});

test('@name typed in a new post is suggested, and the post links that profile', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Caption').fill('Paddling');
  const content = dialog.getByRole('combobox', { name: 'Content' });
  await content.pressSequentially('Out with @priy');
  await expect(dialog.getByRole('option', { name: /priyanair/ })).toHaveAttribute('aria-selected', 'true');
  await content.press('Enter');
  await content.pressSequentially('today');
  await expect(content).toHaveValue('Out with @priyanair today');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Uploded!')).toBeVisible();

  await page.goto('/explore');
  await page.getByRole('article', { name: 'Paddling', exact: true }).getByRole('link', { name: '@priyanair' }).click();
  await expect(page).toHaveURL(/\/profile\/priyanair$/);
  await expect(page).toHaveTitle('@priyanair | Social');
});
