import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, signInThroughApi } from 'tooling/e2e/app-helpers';

const allPosts = (page: Page) => page.getByRole('list', { name: 'All posts' });

async function openExplore(page: Page): Promise<void> {
  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(allPosts(page).getByRole('article')).toHaveCount(6);
}

test('a post written elsewhere shows as "1 new post" above Explore, and comes in at the top when asked for', async ({
  page,
  request,
  baseURL,
}) => {
  await openExplore(page);
  const priya = await signInThroughApi(request, baseURL!, { username: 'priyanair', password: 'priyaNair123' });
  await priya.post('posts', { postData: { caption: 'Fresh from the ridge', content: 'Written just now.' } });

  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible();
  // The list does not move under the reader: the new post waits.
  await expect(allPosts(page).getByRole('article')).toHaveCount(6);
  await pill.click();
  await expect(allPosts(page).getByRole('article').first()).toHaveAccessibleName('Fresh from the ridge');
  await expect(pill).toHaveCount(0);
});

test("a like given elsewhere moves the card's count on screen", async ({ page, request, baseURL }) => {
  await openExplore(page);
  const sundayRide = allPosts(page).getByRole('article', { name: 'Sunday ride' });
  await expect(sundayRide.getByText('Be the first to like')).toBeVisible();
  const lena = await signInThroughApi(request, baseURL!, { username: 'lenaf', password: 'lenaFischer123' });
  await lena.post('posts/like/post-3');
  await expect(sundayRide.getByText('1 like', { exact: true })).toBeVisible();
});

test('two tabs of one browser share one event stream, and both see what it announces', async ({ page, context, request, baseURL }) => {
  const streams: string[] = [];
  context.on('request', (call) => {
    if (new URL(call.url()).pathname === '/api/events') streams.push(call.url());
  });
  await openExplore(page);
  const second = await context.newPage();
  await second.goto('/explore');
  await expect(allPosts(second).getByRole('article')).toHaveCount(6);

  const kenji = await signInThroughApi(request, baseURL!, { username: 'kenjisato', password: 'kenjiSato123' });
  await kenji.post('posts/like/post-3');
  for (const tab of [page, second]) {
    await expect(allPosts(tab).getByRole('article', { name: 'Sunday ride' }).getByText('1 like', { exact: true })).toBeVisible();
  }
  expect(streams).toHaveLength(1);
});
