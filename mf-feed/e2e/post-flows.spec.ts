import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

// A valid 1x1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const feed = (page: Page) => page.getByRole('list', { name: 'Your feed' });
const card = (page: Page, caption: string) => page.getByRole('article', { name: caption });

test('create a post with an image, edit it, then delete it', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Caption').fill('x'.repeat(101));
  await expect(dialog.getByText('Caption must be at most 100 characters (1 too many).')).toBeVisible();
  await dialog.getByLabel('Caption').fill('Morning run');
  await dialog.getByLabel('Content').fill('Five kilometres before the rain.');
  await dialog
    .getByLabel('Images (optional, up to 4)')
    .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByRole('alert')).toHaveText('Choose a PNG, JPEG, GIF or WebP image.');
  await dialog.getByLabel('Images (optional, up to 4)').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Preview 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Post Uploded!')).toBeVisible();
  await expect(card(page, 'Morning run').getByRole('img', { name: 'Morning run' })).toBeVisible();

  await card(page, 'Morning run').getByRole('button', { name: 'Post options' }).click();
  await card(page, 'Morning run').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Caption').fill('Morning run, edited');
  await edit.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Updated!')).toBeVisible();

  await card(page, 'Morning run, edited').getByRole('button', { name: 'Post options' }).click();
  await card(page, 'Morning run, edited').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post Deleted!')).toBeVisible();
  await expect(card(page, 'Morning run, edited')).toHaveCount(0);
});

test('like then dislike a post; bookmark then remove it', async ({ page }) => {
  await loginAsGuest(page);
  const ridge = card(page, 'Ridge walk');
  await ridge.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ridge.getByText('2 likes')).toBeVisible();
  await expect(ridge.getByRole('link', { name: 'guest' })).toBeVisible();
  await ridge.getByRole('button', { name: 'Unlike' }).click();
  await expect(ridge.getByText('1 like', { exact: true })).toBeVisible();

  await ridge.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByText('Successfully Bookmarked!')).toBeVisible();
  await page.getByRole('link', { name: 'Bookmark', exact: true }).click();
  const saved = page.getByRole('list', { name: 'Bookmarked posts' });
  await expect(saved.getByRole('article')).toHaveCount(2);
  await saved.getByRole('article', { name: 'Ridge walk' }).getByRole('button', { name: 'Remove bookmark' }).click();
  await expect(page.getByText('Removed from Bookmarked!')).toBeVisible();
  await expect(saved.getByRole('article')).toHaveCount(1);
});

test('a liked post is listed under Liked, the latest like first, and leaves it when unliked', async ({ page }) => {
  await loginAsGuest(page);
  await card(page, 'Ridge walk').getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card(page, 'Ridge walk').getByText('2 likes')).toBeVisible();
  await page.getByRole('link', { name: 'Bookmark', exact: true }).click();
  await page.getByRole('navigation', { name: 'Posts you kept' }).getByRole('link', { name: 'Liked' }).click();
  await expect(page).toHaveURL('/liked');
  const liked = page.getByRole('list', { name: 'Posts you liked' });
  await expect(liked.getByRole('article')).toHaveText([/Ridge walk/, /Reading corner/]);
  const disliked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/posts/dislike/post-2');
  await liked.getByRole('article', { name: 'Ridge walk' }).getByRole('button', { name: 'Unlike' }).click();
  await expect(liked.getByRole('article')).toHaveText([/Reading corner/]);
  // The post leaves the list before the server answers; a reload before the answer could cancel the
  // request, so the reload waits for it, as a person's would for the change to be kept.
  expect((await disliked).ok()).toBe(true);
  await page.reload();
  await expect(liked.getByRole('article')).toHaveText([/Reading corner/]);
});

test('follow and unfollow from Popular Activities and from the post menu', async ({ page }) => {
  await loginAsGuest(page);
  const people = page.getByRole('list', { name: 'People to follow' });
  await people.getByRole('button', { name: 'Follow + omarh' }).click();
  await expect(people.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
  await expect(feed(page).getByRole('article', { name: 'Sunday ride' })).toBeVisible();

  await card(page, 'Sunday ride').getByRole('button', { name: 'Post options' }).click();
  await card(page, 'Sunday ride').getByRole('button', { name: 'Unfollow omarh' }).click();
  await expect(people.getByRole('button', { name: 'Follow + omarh' })).toBeVisible();
  await expect(feed(page).getByRole('article', { name: 'Sunday ride' })).toHaveCount(0);
});

test('the sort buttons reorder Explore and the search finds users', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Explore' }).click();
  const all = page.getByRole('list', { name: 'All posts' });
  await expect(all.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Oldest' }).click();
  await expect(page.getByRole('button', { name: 'Oldest' })).toHaveAttribute('aria-pressed', 'true');
  await expect(all.getByRole('article').first()).toHaveAccessibleName('First light');
  await page.getByRole('button', { name: 'Trending' }).click();
  await expect(all.getByRole('article').first()).toHaveAccessibleName('Reading corner');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('main').getByRole('searchbox', { name: 'Search users' }).fill('LEN');
  await page.getByRole('list', { name: 'Matching users' }).getByRole('link', { name: 'lenaf' }).click();
  await expect(page.getByRole('heading', { name: 'Lena Fischer' })).toBeVisible();
});
