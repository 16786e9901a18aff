import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { seedPictureAlt } from 'api-contract/seed';
import { loginAsGuest, signedInElsewhere } from 'tooling/e2e/app-helpers';

const explorePost = (page: Page, caption: string) => page.getByRole('list', { name: 'All posts' }).getByRole('article', { name: caption });

async function editGuestPost(page: Page) {
  await explorePost(page, 'Hello there').getByRole('button', { name: 'Post options' }).click();
  await explorePost(page, 'Hello there').getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Post' });
}

test('a post behind a content warning hides its content and image until the reader shows them, for everyone', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsGuest(page);
  await page.goto('/explore');
  const dialog = await editGuestPost(page);
  await dialog.getByRole('checkbox', { name: 'Warn readers before they see it' }).check();
  await dialog.getByLabel('Content warning').fill('   ');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(dialog.getByText('Content warning cannot be only spaces.')).toBeVisible();
  await dialog.getByLabel('Content warning').fill('Bad puns');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Updated!')).toBeVisible();

  // Someone else, who never saw it, in a browser of their own.
  const other = await signedInElsewhere(browser, baseURL!, { username: 'priyanair', password: 'priyaNair123' });
  try {
    await other.goto('/explore');
    const post = explorePost(other, 'Hello there');
    await expect(post.getByText('Bad puns')).toBeVisible();
    await expect(post.getByText('Trying out this place. Say hi!')).toHaveCount(0);
    await expect(post.getByRole('img', { name: seedPictureAlt })).toHaveCount(0);
    await post.getByRole('button', { name: 'Show post' }).click();
    await expect(post.getByText('Trying out this place. Say hi!')).toBeVisible();
    await expect(post.getByRole('img', { name: seedPictureAlt })).toBeVisible();
  } finally {
    await other.context().close();
  }
});

test('an edited post shows "edited", and its history shows the earlier text', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/explore');
  await expect(explorePost(page, 'Hello there').getByRole('button', { name: /^edited/ })).toHaveCount(0);
  const dialog = await editGuestPost(page);
  await dialog.getByLabel('Content').fill('Trying out this place. Say hello!');
  await dialog.getByRole('button', { name: 'add post' }).click();
  const edited = explorePost(page, 'Hello there').getByRole('button', { name: /^edited just now/ });
  await expect(edited).toBeVisible();

  // After a reload too: the server keeps the mark and the history.
  await page.reload();
  await explorePost(page, 'Hello there')
    .getByRole('button', { name: /^edited/ })
    .click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Trying out this place. Say hello!');
  await expect(versions.last()).toContainText('Trying out this place. Say hi!');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});
