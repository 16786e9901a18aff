import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { logIn, loginAsGuest, signInThroughApi, signedInElsewhere, watchIdlePage } from 'tooling/e2e/app-helpers';

const lena = { username: 'lenaf', password: 'lenaFischer123' };
const omar = { username: 'omarh', password: 'omarHaddad123' };
const kenji = { username: 'kenjisato', password: 'kenjiSato123' };

const allPosts = (page: Page) => page.getByRole('list', { name: 'All posts' });

test("a report reaches a moderator's queue, and removing the post takes it off every screen, live; its author is told why", async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  await server.reset({ admins: ['guest'] });
  const reporter = await signedInElsewhere(browser, baseURL!, lena);
  await reporter.goto('/explore');
  const night = allPosts(reporter).getByRole('article', { name: 'Night shift' });
  await night.getByRole('button', { name: 'Post options' }).click();
  await night.getByRole('button', { name: 'Report post' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thanks for your report. A moderator will look at it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const watcher = await signedInElsewhere(browser, baseURL!, omar);
  await watcher.goto('/explore');
  await expect(allPosts(watcher).getByRole('article', { name: 'Night shift' })).toBeVisible();

  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Moderation' }).click();
  const queue = page.getByRole('list', { name: 'Open reports' });
  const report = queue.getByRole('listitem', { name: 'Post by @kenjisato' });
  await expect(report.getByText('Night shift')).toBeVisible();
  await expect(report.getByText('Spam')).toBeVisible();
  await report.getByRole('button', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this post' });
  await removal.getByLabel('Reason').fill('Advertising in every post.');
  await removal.getByRole('button', { name: 'Remove the post' }).click();
  await expect(page.getByText('No open reports. Nothing waits for a moderator.')).toBeVisible();

  // Off every screen without a reload.
  for (const screen of [watcher, reporter]) await expect(allPosts(screen).getByRole('article', { name: 'Night shift' })).toHaveCount(0);

  const author = await signedInElsewhere(browser, baseURL!, kenji);
  const notice = author.getByRole('dialog', { name: 'A moderator acted on your account' });
  await expect(notice.getByText('Advertising in every post.')).toBeVisible();
  await expect(notice.getByText('Night shift', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Log' }).click();
  const entry = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem', { name: 'Removed a post of @kenjisato' });
  await expect(entry.getByText('Advertising in every post.')).toBeVisible();
});

test('a suspended person is signed out with the reason, and their login says until when and why', async ({
  page,
  browser,
  baseURL,
  request,
  server,
}) => {
  await server.reset({ admins: ['guest'] });
  const suspended = await signedInElsewhere(browser, baseURL!, omar);
  const reporter = await signInThroughApi(request, baseURL!, lena);
  await reporter.post('reports', {
    report: { targetType: 'user', targetId: 'user-omar', reason: 'harassment', text: 'Rude to everyone.' },
  });

  const { stillThisPage: stillOmarsPage, calls: omarsCalls } = await watchIdlePage(suspended);

  await loginAsGuest(page);
  await page.goto('/moderation');
  const report = page.getByRole('list', { name: 'Open reports' }).getByRole('listitem', { name: 'Profile of @omarh' });
  await report.getByRole('button', { name: 'Suspend' }).click();
  const suspension = page.getByRole('dialog', { name: 'Suspend @omarh' });
  await suspension.getByLabel('For how long').selectOption({ label: '7 days' });
  await suspension.getByLabel('Reason').fill('Harassing other members.');
  await suspension.getByRole('button', { name: 'Suspend @omarh' }).click();
  await expect(page.getByText('No open reports. Nothing waits for a moderator.')).toBeVisible();

  // Omar's idle page signs out by itself, saying why: it once stayed signed in until a reload (issue 32).
  await expect(suspended.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  expect(await stillOmarsPage()).toBe(true);
  expect(omarsCalls).toEqual([]);
  await expect(suspended.getByRole('alert')).toContainText('Your account is suspended until');
  await expect(suspended.getByRole('alert')).toContainText('Harassing other members.');
  await logIn(suspended, omar);
  await expect(suspended.getByRole('alert')).toContainText("The moderators' reason: Harassing other members.");
});
