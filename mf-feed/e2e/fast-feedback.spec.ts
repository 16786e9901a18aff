import { expect, test, type Locator } from 'tooling/e2e/fixtures';
import { guest, holdApi, loginAsGuest, signInThroughApi, unavailableAnswer } from 'tooling/e2e/app-helpers';

// A refused like says what failed in the app's words; the server's 503 reason is no use to a person.

/** The likes line of a card and the likers it names. */
const likesOf = (card: Locator) => ({
  count: card.getByText(/^\d+ likes?$/),
  likers: card
    .getByRole('paragraph')
    .filter({ hasText: /^Liked by/ })
    .getByRole('link'),
});

test('a like shows before the server answers, and a double click on Unlike sends one dislike', async ({ page }) => {
  await loginAsGuest(page);
  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  const likes = likesOf(ridge);

  const like = await holdApi(page, /^\/api\/posts\/like\/post-2$/);
  await ridge.getByRole('button', { name: 'Like', exact: true }).click();
  await expect.poll(like.count).toBe(1);
  await expect(likes.count).toHaveText('2 likes');
  await expect(likes.likers).toHaveText(['adarshbalika', 'guest']);
  await expect(ridge.getByRole('button', { name: 'Unlike' })).toBeDisabled();
  await like.release();
  await expect(ridge.getByRole('button', { name: 'Unlike' })).toBeEnabled();

  const dislike = await holdApi(page, /^\/api\/posts\/dislike\/post-2$/);
  await ridge.getByRole('button', { name: 'Unlike' }).dblclick();
  await expect.poll(dislike.count).toBe(1);
  await expect(likes.count).toHaveText('1 like');
  await dislike.release();
  await expect(ridge.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
  expect(dislike.count()).toBe(1);
  await expect(likes.count).toHaveText('1 like');
  await expect(likes.likers).toHaveText(['adarshbalika']);

  await page.reload();
  await expect(likesOf(page.getByRole('article', { name: 'Ridge walk' })).count).toHaveText('1 like');
});

test('an unlike is kept though the page reloads before the server answers it', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/liked');
  const liked = page.getByRole('list', { name: 'Posts you liked' });
  await expect(liked.getByRole('article')).toHaveText([/Reading corner/]);

  const dislike = await holdApi(page, /^\/api\/posts\/dislike\//);
  await liked.getByRole('article', { name: 'Reading corner' }).getByRole('button', { name: 'Unlike' }).click();
  await expect.poll(dislike.count).toBe(1);
  // The page that sent it is gone before the request leaves the browser, and it is let go at
  // once: Chromium gives such a request 30 s after its page has gone.
  await page.reload({ waitUntil: 'commit' });
  await dislike.release();
  const guestElsewhere = await signInThroughApi(page.request, '', guest);
  const likedNow = async () => ((await guestElsewhere.get('posts/liked')) as { posts: unknown[] }).posts.length;
  await expect.poll(likedNow).toBe(0);
  await page.reload();
  await expect(liked.getByRole('article')).toHaveCount(0);
});

test('a follow and a bookmark show before the server answers, and are kept once it does', async ({ page }) => {
  await loginAsGuest(page);
  const calls = await holdApi(page, /^\/api\/users\/(follow\/user-omar|bookmark\/post-2)$/);
  await page.getByRole('button', { name: 'Follow + omarh' }).click();
  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  await ridge.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect.poll(calls.count).toBe(2);
  await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
  await expect(ridge.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await calls.release();
  await expect(page.getByText('Successfully Bookmarked!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow omarh' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ridge walk' }).getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
});

test('a like the server refuses is taken back, with a message', async ({ page }) => {
  await loginAsGuest(page);
  const ridge = page.getByRole('article', { name: 'Ridge walk' });
  let answer: (() => Promise<void>) | null = null;
  await page.route('**/api/posts/like/post-2', (route) => {
    answer = () => route.fulfill({ status: 503, json: unavailableAnswer });
  });
  await ridge.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(likesOf(ridge).count).toHaveText('2 likes');
  // The like shows before the call reaches the server: answer it once it has.
  await expect.poll(() => answer !== null).toBe(true);
  await answer!();
  await expect(page.getByText('Could not like the post.')).toBeVisible();
  await expect(likesOf(ridge).count).toHaveText('1 like');
  await expect(ridge.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
});
