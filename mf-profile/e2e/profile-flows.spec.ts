import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Browser, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, signInThroughApi, watchIdlePage } from 'tooling/e2e/app-helpers';

// Each count is labelled by its term (aria-labelledby), which is how getByLabel finds it.
const followers = (page: Page) => page.getByLabel('Followers', { exact: true });

test('follow and unfollow from a profile update its follower count without a reload', async ({ page }) => {
  await loginAsGuest(page);
  await page.goto('/profile/kenjisato');
  await expect(followers(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Follow + kenjisato' }).click();
  await expect(followers(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Unfollow kenjisato' }).click();
  await expect(followers(page)).toHaveText('1');
});

test('edit profile: a new avatar, bio and website show at once, in the profile and the navigation', async ({ page }) => {
  await loginAsGuest(page);
  await page.getByRole('link', { name: 'My Profile' }).click();
  const avatar = page.getByRole('img', { name: 'Avatar of guest' });
  const before = await avatar.getAttribute('src');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByLabel('Image (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await dialog.getByLabel('Bio').fill('Testing the edit.');
  await dialog.getByLabel('Website').fill('https://guest.example');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile Updated!')).toBeVisible();
  await expect(page.getByText('Testing the edit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://guest.example' })).toBeVisible();
  // The server stores the new picture and gives its address.
  await expect(avatar).not.toHaveAttribute('src', before ?? '');
  await expect(avatar).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{64}$/);
  const stored = (await avatar.getAttribute('src')) ?? '';
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Your profile' }).first().locator('img')).toHaveAttribute('src', stored);
});

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A new account, made through the API (a session of its own), and a login on a page as it. */
async function newAccount(request: APIRequestContext, baseURL: string) {
  const username = `dev_${Date.now() % 1_000_000}`;
  const password = 'a phone and a laptop';
  const signup = await request.post(`${baseURL}/api/auth/signup`, {
    data: { username, password, firstName: 'Dev', lastName: 'Ice', email: `${username}@example.com` },
  });
  expect(signup.ok()).toBe(true);
  const loginOn = async (target: Page, withPassword = password) => {
    await target.goto('/login');
    await target.getByLabel('Username').fill(username);
    await target.getByLabel('Password').fill(withPassword);
    await target.getByRole('button', { name: 'Login', exact: true }).click();
  };
  return { username, password, loginOn };
}

/** A second browser, an iPhone's Safari as the server sees it, signed in with `loginOn` as `username`. */
async function signedInOnPhone(browser: Browser, baseURL: string, loginOn: (target: Page) => Promise<void>, username: string) {
  const phone = await browser.newContext({ baseURL, userAgent: phoneAgent });
  const phonePage = await phone.newPage();
  await loginOn(phonePage);
  await expect(phonePage.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
  return { phone, phonePage };
}

/** Opens Settings from the navigation: My Profile, then Settings. */
async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

test('Edit profile closed with Escape while its change is on its way, which then fails, opens again on its words', async ({ page }) => {
  await loginAsGuest(page);
  // The change is held, then fails as a lost connection does: the order is the test's, not the network's.
  const held: Array<() => Promise<void>> = [];
  await page.route(
    (url) => url.pathname === '/api/users/edit',
    (route) => void held.push(() => route.abort('connectionreset')),
  );
  await page.goto('/profile/guest');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Bio').fill('Words I chose carefully');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  // The pressed button waits, disabled, and focus leaves it: Escape still closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => held.length).toBe(1);
  await held[0]!();
  await expect(page.getByText('Could not update the profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(dialog.getByText('You have a draft.')).toBeVisible();
  await expect(dialog.getByLabel('Bio')).toHaveValue('Words I chose carefully');
});

test('Settings lists where one is signed in, and Sign out there signs that other browser out with a message', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { username, loginOn } = await newAccount(request, baseURL!);
  const { phone, phonePage } = await signedInOnPhone(browser, baseURL!, loginOn, username);
  await loginOn(page);
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();

  await openSettings(page);
  // Three: the signup's (through the API), the phone's and this browser's.
  const sessions = page.getByRole('list').filter({ has: page.getByText('(this browser)') });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  const { stillThisPage: stillThePhonesPage, calls: phoneCalls } = await watchIdlePage(phonePage);
  await sessions.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  // The idle phone says why and shows the login screen by itself: no reload, no call of its own (issue 32).
  await expect(phonePage.getByRole('alert')).toHaveText('You were signed out of this session from another device. Please log in again.');
  await expect(phonePage.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  expect(await stillThePhonesPage()).toBe(true);
  expect(phoneCalls).toEqual([]);
  await phone.close();
});

test('Sign out everywhere else signs every other idle browser out at once, saying why', async ({ page, browser, request, baseURL }) => {
  const { username, loginOn } = await newAccount(request, baseURL!);
  const { phone, phonePage } = await signedInOnPhone(browser, baseURL!, loginOn, username);
  const { stillThisPage: stillThePhonesPage, calls: phoneCalls } = await watchIdlePage(phonePage);
  await loginOn(page);
  await openSettings(page);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out 2 other sessions')).toBeVisible();

  await expect(phonePage.getByRole('alert')).toHaveText('You were signed out of this session from another device. Please log in again.');
  await expect(phonePage.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  expect(await stillThePhonesPage()).toBe(true);
  expect(phoneCalls).toEqual([]);
  await phone.close();
});

test('a password changed in one browser signs the other out with a message, and only the new one logs in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { username, password, loginOn } = await newAccount(request, baseURL!);
  const { phone, phonePage } = await signedInOnPhone(browser, baseURL!, loginOn, username);
  const { stillThisPage: stillThePhonesPage, calls: phoneCalls } = await watchIdlePage(phonePage);
  await loginOn(page);
  await openSettings(page);

  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill('password1');
  await expect(page.getByText(/^Password is too easy to guess: /)).toBeVisible();
  const newPassword = 'lantern orchard velvet';
  await page.getByLabel('New password').fill(newPassword);
  await expect(page.getByText('Strong enough.')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Signed out 2 other sessions')).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByText('(this browser)') })
      .getByRole('listitem'),
  ).toHaveCount(1);

  // The idle phone says why at once, by itself: no reload, no call of its own (issue 32).
  await expect(phonePage.getByRole('alert')).toHaveText(
    'Your password was changed on another device. Please log in with the new password.',
  );
  await expect(phonePage.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  expect(await stillThePhonesPage()).toBe(true);
  expect(phoneCalls).toEqual([]);
  await loginOn(phonePage);
  await expect(phonePage.getByRole('alert').filter({ hasText: 'The credentials you entered are invalid.' })).toBeVisible();
  await loginOn(phonePage, newPassword);
  await expect(phonePage.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
  await expect(phonePage.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', `/profile/${username}`);
  await phone.close();
});

test("a deleted account's post, comment and like leave another person's screen and counts at once", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { username, password, loginOn } = await newAccount(request, baseURL!);
  const leaving = await signInThroughApi(request, baseURL!, { username, password });
  await leaving.post('posts', { postData: { caption: 'Leaving soon', content: 'Not here for long.' } });
  await leaving.post('posts/like/post-3');
  await leaving.post('comments/add/post-3', { commentData: { text: 'Goodbye, all' } });

  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Explore' }).click();
  const explore = page.getByRole('list', { name: 'All posts' });
  const sundayRide = explore.getByRole('article', { name: 'Sunday ride' });
  await expect(explore.getByRole('article', { name: 'Leaving soon' })).toBeVisible();
  await expect(sundayRide.getByText('1 like', { exact: true })).toBeVisible();
  await expect(sundayRide.getByRole('link', { name: 'Comments (3)' })).toBeVisible();

  const elsewhere = await browser.newContext({ baseURL });
  const theirPage = await elsewhere.newPage();
  await loginOn(theirPage);
  await openSettings(theirPage);
  const remove = theirPage.getByRole('button', { name: 'Delete my account' });
  await theirPage.getByLabel('Your password').fill(password);
  await expect(remove).toBeDisabled();
  await theirPage.getByLabel(/^Type your username/).fill(username);
  await remove.click();
  await expect(theirPage.getByText('Your account was deleted, with everything it made')).toBeVisible();
  await expect(theirPage.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await elsewhere.close();

  // The guest's Explore follows without a reload.
  await expect(explore.getByRole('article', { name: 'Leaving soon' })).toHaveCount(0);
  await expect(sundayRide.getByText('Be the first to like')).toBeVisible();
  await expect(sundayRide.getByRole('link', { name: 'Comments (2)' })).toBeVisible();
});

test('Download your data saves a zip that holds every post and every image of the account', async ({ page, request, baseURL }) => {
  await loginAsGuest(page);
  await openSettings(page);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('social-export.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));

  const shown = (await (await request.get(`${baseURL}/api/posts/user/guest`)).json()) as { posts: Array<{ _id: string; img: string }> };
  const exported = JSON.parse(strFromU8(files['posts.json']!)) as Array<{ id: string; image: string | null }>;
  expect(exported.map((post) => post.id).sort()).toEqual(shown.posts.map((post) => post._id).sort());
  for (const post of shown.posts.filter((candidate) => candidate.img !== '')) {
    const id = post.img.slice(post.img.lastIndexOf('/') + 1);
    const name = Object.keys(files).find((file) => file.startsWith(`images/${id}.`));
    expect(name, `the image of ${post._id}`).toBeDefined();
    const served = Buffer.from(await (await request.get(`${baseURL}${post.img}`)).body());
    expect(served.equals(Buffer.from(files[name!]!))).toBe(true);
  }
});
