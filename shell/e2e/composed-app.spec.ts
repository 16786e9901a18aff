import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

test('a guest logs in and sees the home feed that mf-feed renders inside the shell', async ({ page }) => {
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) feedRequests.push(request.url());
  });
  // The toast shows for a few seconds: watched for from the start, so that a slow first paint of
  // the feed (CI's busy machine) does not outlast it before it is looked for.
  await Promise.all([expect(page.getByText('Login Successfully!')).toBeVisible({ timeout: 30_000 }), loginAsGuest(page)]);
  await expect(page).toHaveURL('/home');
  const feed = page.getByRole('list', { name: 'Your feed' });
  // The guest's own post and those of the two seeded users the guest follows.
  await expect(feed.getByRole('article')).toHaveCount(3);
  await expect(feed.getByRole('heading', { name: 'Ridge walk' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(feedRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('navigation leads to a profile (mf-profile) and to a post’s comments (mf-comments)', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('list', { name: 'Your feed' }).getByRole('link', { name: 'Priya', exact: true }).click();
  await expect(page).toHaveURL('/profile/priyanair');
  await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts by priyanair' }).getByRole('article')).toHaveCount(1);

  await page
    .getByRole('link', { name: /^Comments/ })
    .first()
    .click();
  await expect(page).toHaveURL('/comments/post-2');
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  await expect(comments.getByText('Those colours are unreal.')).toBeVisible();

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
  await page.getByRole('link', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Bookmarked posts' }).getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
});

test('a reload keeps the session', async ({ page }) => {
  await loginAsGuest(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token?: string; user?: { username: string; password?: string } },
  );
  expect(stored.token).toBeTruthy();
  expect(stored.user?.username).toBe('guest');
  expect(stored.user).not.toHaveProperty('password');
});

test('logout clears the session and signed-in routes send the visitor to login', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out Successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
});

test('a visitor sent to login is taken back to where they were going', async ({ page }) => {
  await page.goto('/profile/lenaf');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page).toHaveURL('/profile/lenaf');
  await expect(page.getByRole('heading', { name: 'Lena Fischer' })).toBeVisible();
});

test('the landing page leads to login, and an unknown path shows the 404 page, whose Go Home asks a visitor to log in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('There is nothing at this address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/login');
});

const singletons = ['react', 'react-dom', 'shell/router', 'redux', 'react-redux', 'redux-saga', 'react-hot-toast'];

test('the composed app runs one instance of each shared library, provided by the shell', async ({ page }) => {
  // Each remote's build carries its own copies of the shared libraries, for its page alone:
  // the composed app must never fetch them.
  const remoteCopies = new Set<string>();
  for (const port of [3001, 3002, 3003, 3004, 3005, 3006]) {
    const manifest = (await (await page.request.get(`http://localhost:${port}/mf-manifest.json`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    for (const shared of manifest.shared.filter(({ name }) => singletons.some((singleton) => name.startsWith(singleton)))) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) remoteCopies.add(`http://localhost:${port}/${file}`);
    }
  }
  expect(remoteCopies.size).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));

  await loginAsGuest(page);
  await page.goto('/comments/post-1');
  await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
  await page.goto('/profile/guest');
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('Only admins can see this page.')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();

  expect(fetched.filter((url) => remoteCopies.has(url))).toEqual([]);
  const loadedVersions = await page.evaluate(() => {
    type Entry = { loaded?: boolean };
    const share = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const byPackage: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) byPackage[name] = [...new Set([...(byPackage[name] ?? []), version])];
          }
        }
      }
    }
    return byPackage;
  });
  for (const name of singletons) expect(loadedVersions[name], name).toHaveLength(1);
});

test('the composed app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' http://localhost:3001");
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
  for (const [link, ready] of [
    ['Explore', page.getByRole('list', { name: 'All posts' })],
    ['My Profile', page.getByRole('heading', { name: 'Guest User' })],
    ['Bookmark', page.getByRole('list', { name: 'Bookmarked posts' })],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(ready).toBeVisible();
  }
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("a feed page names mf-feed's files in its html, and the page fetches each of them once", async ({ page }) => {
  await loginAsGuest(page);
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '3001') requested.set(url.pathname, (requested.get(url.pathname) ?? 0) + 1);
  });
  const answer = await page.goto('/explore');
  const preloaded = [
    ...((await answer?.text()) ?? '').matchAll(/<link rel="preload" as="script" href="http:\/\/localhost:3001(\/[^"]+)"/g),
  ].map((match) => match[1]);
  expect(preloaded).toContain('/remoteEntry.js');
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article').first()).toBeVisible();
  for (const file of preloaded) expect(requested.get(file ?? ''), file).toBe(1);
});

test('the account pages come only when one is opened: neither the login nor Home fetches the signup form', async ({ browser, baseURL }) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const accountPages: string[] = [];
  visitor.on('request', (request) => {
    if (/\/account-pages\.[0-9a-f]{8}\.js$/.test(new URL(request.url()).pathname)) accountPages.push(request.url());
  });
  await visitor.goto('/login');
  await expect(visitor.getByRole('button', { name: 'Login as a Guest' })).toBeVisible();
  expect(accountPages).toEqual([]);
  await visitor.getByRole('link', { name: 'Create an account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Hi Mate!!' })).toBeVisible();
  expect(accountPages).toHaveLength(1);

  const member = await (await browser.newContext({ baseURL })).newPage();
  member.on('request', (request) => {
    if (/\/account-pages\.[0-9a-f]{8}\.js$/.test(new URL(request.url()).pathname)) accountPages.push(request.url());
  });
  await loginAsGuest(member);
  await expect(member.getByRole('list', { name: 'Your feed' }).getByRole('article').first()).toBeVisible();
  expect(accountPages).toHaveLength(1);
  await Promise.all([visitor.context().close(), member.context().close()]);
});
