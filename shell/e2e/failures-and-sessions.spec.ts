import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { failApi, loginAsGuest, fillSignupForm } from 'tooling/e2e/app-helpers';

test('a feed that fails to load says so with Try again, which loads it once the server is back', async ({ page }) => {
  await loginAsGuest(page);
  const heal = await failApi(page, { path: '^/api/posts$' });
  await page.goto('/explore');
  const failed = page.getByRole('alert').filter({ hasText: 'could not feth posts!' });
  await expect(failed).toBeVisible();
  await heal();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
});

test('comments that fail to load say so with Try again, which loads them once the server is back', async ({ page }) => {
  await loginAsGuest(page);
  const heal = await failApi(page, { path: '^/api/comments/post-1$', method: 'GET' });
  await page.goto('/comments/post-1');
  const failed = page.getByRole('alert');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('The service is unavailable right now.');
  await heal();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a profile that fails to load says so with Try again, which shows it once the server is back', async ({ page }) => {
  await loginAsGuest(page);
  const heal = await failApi(page, { path: '^/api/users/username/lenaf$', method: 'GET' });
  await page.goto('/profile/lenaf');
  const failed = page.getByRole('alert');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Could not load this profile.');
  await heal();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Lena Fischer' })).toBeVisible();
});

test('a comment that fails to send stays in the box, and a post that fails comes back in the editor', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/comments/post-2');
  await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
  const heal = await failApi(page, { path: '^/api/(comments/add|posts)/?', method: 'POST' });
  const box = page.getByPlaceholder('Comment as @guest…');
  await box.fill('This must not be lost');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Could not post your comment.')).toBeVisible();
  await expect(box).toHaveValue('This must not be lost');

  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  await page.getByRole('dialog', { name: 'New Post' }).getByLabel('Caption').fill('Draft caption');
  await page.getByRole('dialog', { name: 'New Post' }).getByLabel('Content').fill('Draft content');
  await page.getByRole('dialog', { name: 'New Post' }).getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('could not add the post')).toBeVisible();
  await heal();
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New Post' }).getByLabel('Caption')).toHaveValue('Draft caption');
  await expect(page.getByRole('dialog', { name: 'New Post' }).getByLabel('Content')).toHaveValue('Draft content');
});

test('HTML and script in a post are shown as text and never run', async ({ page }) => {
  await loginAsGuest(page);
  const caption = '<img src=x onerror="window.__ran=1">';
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Caption').fill(caption);
  await dialog.getByLabel('Content').fill('<script>window.__ran=1</script>');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByRole('heading', { name: caption })).toBeVisible();
  await expect(page.getByText('<script>window.__ran=1</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
});

test('HTML in a comment and in a bio is shown as text; the box empties as the comment shows, never both at once', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/comments/post-1');
  const words = '<b onmouseover="window.__ran=1">bold?</b>';
  await page.getByPlaceholder('Comment as @guest…').fill(words);
  // Every change of the page, as it happens: never the comment in the list with its words still in the box.
  await page.evaluate((words) => {
    const watched = window as unknown as { __bothShown?: boolean };
    watched.__bothShown = false;
    new MutationObserver(() => {
      const listed = [...document.querySelectorAll('[aria-label="Comments"] p')].some((text) => text.textContent === words);
      const box = document.querySelector<HTMLTextAreaElement>('textarea[placeholder="Comment as @guest…"]');
      if (listed && box?.value === words) watched.__bothShown = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, words);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(words)).toBeVisible();
  await expect(page.getByPlaceholder('Comment as @guest…')).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { __bothShown?: boolean }).__bothShown)).toBe(false);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('Bio').fill('<script>window.__ran=1</script>');
  await page.getByRole('dialog', { name: 'Edit profile' }).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('<script>window.__ran=1</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
});

test('a file renamed .png that is not an image is refused in the editor', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog
    .getByLabel('Images (optional, up to 4)')
    .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText('The file is not a valid image file.');
});

/**
 * Leaves the app for a file of the same origin, so the storage can be changed with no app
 * running that would write its own session over the change.
 */
const leaveTheApp = (page: Page) => page.goto('/config.json');

test('a tampered token signs the user out cleanly, with a message', async ({ page }) => {
  await loginAsGuest(page);
  await leaveTheApp(page);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string };
    localStorage.setItem('user', JSON.stringify({ ...session, token: `${session.token.slice(0, -4)}AAAA` }));
  });
  // The first call that needs the token (the home timeline) is refused: one clean sign-out.
  await page.goto('/home');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a session whose account no longer exists signs the user out once, saying so', async ({ page, server }) => {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    username: 'grace',
    email: 'grace@example.com',
    password: 'first-compiler-1952',
  });
  // Home asks for the timeline and for who to follow with the new token; the account goes once
  // both have answered (a call still under way would be refused in this page, before the reload).
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const homeLoaded = Promise.all([answered('/api/posts/feed'), answered('/api/users/search')]);
  await page.getByRole('button', { name: 'Create a Account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, grace' })).toBeVisible();
  await homeLoaded;
  // The server's data is put back to the seed, so the account made above is gone.
  await server.reset();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await expect(page.getByText('This account has been deleted.')).toHaveCount(1);
  await expect(page.getByText('The username you entered is not Registered. Not Found error')).toHaveCount(0);
});

test('a stored session that was tampered with is discarded with a message, never a crash or the wrong person', async ({ page }) => {
  await loginAsGuest(page);
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string; user: Record<string, unknown> },
  );
  const { following: _following, ...withoutFollowing } = session.user;
  const someoneElse = { ...session.user, _id: 'user-priya', username: 'priyanair', firstName: 'Priya' };
  for (const user of ['guest', withoutFollowing, someoneElse]) {
    await leaveTheApp(page);
    await page.evaluate((entry) => localStorage.setItem('user', entry), JSON.stringify({ token: session.token, user }));
    await page.goto('/home');
    await expect(page.getByText('Your saved session could not be used. Please log in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hello, priyanair' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  }
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await loginAsGuest(first);
  const second = await context.newPage();
  await second.goto('/explore');
  await expect(second.getByRole('heading', { name: 'Explore' })).toBeVisible();
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(second.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
});
