import { expect, test } from 'tooling/e2e/fixtures';
import { messages } from 'api-contract/messages';
import { loginAsGuest, fillSignupForm, ada } from 'tooling/e2e/app-helpers';

test('a new user signs up, logs out, and logs in again with the same credentials', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Hi Mate!!' })).toBeVisible();
  await fillSignupForm(page, ada);
  await page.getByRole('button', { name: 'Create a Account' }).click();
  await expect(page.getByText('Signup Successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello, ada' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Password').fill('analytical-engine-1843');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hello, ada' })).toBeVisible();
});

test('a new password is judged as it is typed, by a worker beside the page', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Hi Mate!!' })).toBeVisible();
  const scriptsOfThePage = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') && path !== '/password-judge.js'),
    );
  const before = await scriptsOfThePage();
  const judge = page.waitForEvent('worker', (worker) => new URL(worker.url()).pathname === '/password-judge.js');
  await page.getByLabel('Password').fill('password1234');
  await expect(page.getByText(/^Password is too easy to guess: /)).toBeVisible();
  await judge;
  // The dictionaries (about 1.6 MB of chunks) were loaded by the worker, none by the page.
  expect(await scriptsOfThePage()).toEqual(before);
  await page.getByLabel('Password').fill('first-compiler-1952');
  await expect(page.getByText('Strong enough.')).toBeVisible();
});

test('a new password is still judged when its worker cannot be loaded', async ({ page }) => {
  await page.route('**/password-judge.js', (route) => route.abort());
  await page.goto('/signup');
  await page.getByLabel('Password').fill('password1234');
  await expect(page.getByText(/^Password is too easy to guess: /)).toBeVisible();
  await page.getByLabel('Password').fill('first-compiler-1952');
  await expect(page.getByText('Strong enough.')).toBeVisible();
});

test('a wrong password and an unknown user each get the server’s reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('guest');
  await page.getByLabel('Password').fill('not-it');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.wrongPassword }).first()).toBeVisible();

  await page.getByLabel('Username').fill('nobody');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.userNotRegistered }).first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('an unknown address shows the 404 page, whose Go Home leads to the feed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
});

test('Logout ends the session on the server: the token the page held is refused from then on', async ({ page, request, baseURL }) => {
  await loginAsGuest(page);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token);
  const bookmarks = () => request.get(`${baseURL}/api/users/bookmark`, { headers: { authorization: token } });
  expect((await bookmarks()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out Successfully')).toBeVisible();
  const refused = await bookmarks();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ errors: [messages.invalidToken], code: 'session.signed_out' });
});

test('Logout signs the page out even when the server cannot be reached', async ({ page }) => {
  await loginAsGuest(page);
  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out Successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
