import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { failApi, holdApi, loginAsGuest } from 'tooling/e2e/app-helpers';

const allPosts = (page: Page) => page.getByRole('list', { name: 'All posts' });
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
/** Two frames: what a scroll set in motion (an observer's report, a render) has happened. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** How many posts the list holds: a virtual list says so on its items, a plain one has them all. */
const postsLoaded = (page: Page) =>
  page.evaluate(() => {
    const items = document.querySelectorAll('[aria-label="All posts"] > li');
    return Number(items[0]?.getAttribute('aria-setsize') ?? items.length);
  });

async function openExplore(page: Page): Promise<void> {
  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(allPosts(page).getByRole('article')).toHaveCount(20);
}

/** Scrolls Explore three pages and more down, into the virtual list (its cards moved into place), and well inside it. */
async function scrollIntoVirtualList(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await scrollToBottom(page);
      return postsLoaded(page);
    })
    .toBeGreaterThanOrEqual(80);
  await page.evaluate(() => window.scrollTo(0, 9000));
  await settle(page);
}

/**
 * The card across the middle of the screen: the one being read (a card with only its last
 * pixels showing at the top would leave the screen on a pixel's difference).
 */
async function cardBeingRead(page: Page) {
  const labelledBy = await page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const read = [...document.querySelectorAll('article')].find((card) => card.getBoundingClientRect().bottom > middle);
    return read?.getAttribute('aria-labelledby') ?? '';
  });
  return page.locator(`article[aria-labelledby="${labelledBy}"]`);
}

test.describe('Explore with 2,000 posts', () => {
  test.use({ morePosts: 1994 });

  test('loads page after page as the end nears, to the last post, with only a few dozen cards in the page', async ({ page }) => {
    // A hundred pages asked for and drawn one after another: about 20 s alone, near the usual 45 s
    // budget when the other worker is busy too (it went over once in CI), so three times that.
    test.slow();
    await openExplore(page);
    const end = page.getByText('You have reached the end.');
    for (let step = 0; step < 2000 && !(await end.isVisible()); step += 1) {
      await scrollToBottom(page);
      await settle(page);
      expect(await page.getByRole('article').count()).toBeLessThanOrEqual(40);
    }
    await scrollToBottom(page);
    await expect(end).toBeInViewport();
    await expect(allPosts(page).getByRole('listitem').last()).toHaveAttribute('aria-posinset', '2000');
    await expect(allPosts(page).getByRole('article').last()).toHaveAccessibleName(/#1994$/);
  });

  test('shows a loading row while the next page is on its way', async ({ page }) => {
    await openExplore(page);
    const nextPage = await holdApi(page, /^\/api\/posts$/);
    await scrollToBottom(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading more posts…' })).toBeVisible();
    await expect.poll(() => nextPage.count()).toBe(1);
    await nextPage.release();
    await expect(allPosts(page).getByRole('article')).toHaveCount(40);
    await expect(page.getByText('Loading more posts…')).toHaveCount(0);
  });

  test('a next page that fails says so at the end of the list, and Try again loads it', async ({ page }) => {
    await openExplore(page);
    const heal = await failApi(page, { path: '^/api/posts$' });
    await scrollToBottom(page);
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load more posts.' });
    await expect(failed).toBeVisible();
    await expect(allPosts(page).getByRole('article')).toHaveCount(20);
    await heal();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(allPosts(page).getByRole('article')).toHaveCount(40);
    await expect(failed).toHaveCount(0);
  });

  test('coming back to the list from the navigation returns to the same post without asking the server again', async ({ page }) => {
    await openExplore(page);
    await scrollIntoVirtualList(page);
    const card = await cardBeingRead(page);
    const caption = await card.getByRole('heading').textContent();
    // The reader scrolls its Comments link into view and leaves from there.
    const comments = card.getByRole('link', { name: /^Comments/ });
    await comments.scrollIntoViewIfNeeded();
    await settle(page);
    const scrollY = await page.evaluate(() => window.scrollY);

    await comments.click();
    await expect(page.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/posts') listCalls.push(request.url());
    });
    // A new visit, not the browser's Back (which restores its own scroll position).
    await page.getByRole('link', { name: 'Explore' }).click();

    await expect(allPosts(page).getByRole('article', { name: caption ?? '' })).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
    expect(listCalls).toEqual([]);
  });

  test("a post's image viewer opened far down the list covers the screen, as every dialog does", async ({ page }) => {
    await openExplore(page);
    // Its cards are moved into place there, which a dialog inside one must not follow.
    await scrollIntoVirtualList(page);
    await (await cardBeingRead(page)).getByRole('button', { name: 'Open image 1 of 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image' });
    await expect(viewer).toBeInViewport({ ratio: 1 });
    const backdrop = await viewer.evaluate((dialog) => dialog.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    const screen = page.viewportSize()!;
    expect([backdrop.x, backdrop.y, backdrop.width, backdrop.height]).toEqual([0, 0, screen.width, screen.height]);
  });
});
