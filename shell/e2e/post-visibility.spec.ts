import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, signedInElsewhere } from 'tooling/e2e/app-helpers';

/** The seed: the guest follows priyanair; omarh does not. */
const priya = { username: 'priyanair', password: 'priyaNair123' };
const omar = { username: 'omarh', password: 'omarHaddad123' };

test('a followers-only post is seen by a follower, and not by a stranger: not in Explore, not in search, not by its link', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await signedInElsewhere(browser, baseURL!, priya);
  await author.goto('/home');
  await author.getByRole('button', { name: '+ New post' }).click();
  const editor = author.getByRole('dialog', { name: 'New Post' });
  await editor.getByLabel('Caption').fill('Among friends');
  await editor.getByLabel('Content').fill('A quiet marmalade recipe');
  await editor.getByLabel('Who can see it').selectOption({ label: 'Followers: your followers and the people you mention' });
  await editor.getByRole('button', { name: 'add post' }).click();
  const mine = author.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Among friends' });
  await expect(mine.getByText('Followers only')).toBeVisible();
  await mine.getByRole('link', { name: /Comments/ }).click();
  await expect(author).toHaveURL(/\/comments\//);
  const link = new URL(author.url()).pathname;

  await loginAsGuest(page);
  const inHome = page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Among friends' });
  await expect(inHome.getByText('Followers only')).toBeVisible();
  await expect(inHome.getByRole('button', { name: 'Only public posts can be reposted' })).toBeDisabled();
  await page.goto(link);
  await expect(page.getByRole('article', { name: 'Among friends' })).toBeVisible();

  const stranger = await signedInElsewhere(browser, baseURL!, omar);
  await stranger.goto('/explore');
  await expect(stranger.getByRole('list', { name: 'All posts' }).getByRole('article').first()).toBeVisible();
  await expect(stranger.getByRole('article', { name: 'Among friends' })).toHaveCount(0);
  await stranger.goto('/search?q=marmalade');
  await expect(stranger.getByText(/No posts/i)).toBeVisible();
  await stranger.goto(link);
  await expect(stranger.getByRole('article', { name: 'Among friends' })).toHaveCount(0);
  await expect(stranger.getByText(/not found|does not exist|no longer/i).first()).toBeVisible();
});
