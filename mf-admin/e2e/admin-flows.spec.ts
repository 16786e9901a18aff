import { expect, test, type Browser, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, fillSignupForm, logIn } from 'tooling/e2e/app-helpers';

const newcomer = { username: 'newbie', password: 'quiet-river-stone-42', firstName: 'New', lastName: 'Bie', email: 'newbie@example.com' };
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** A second browser, with its own storage: someone else at another computer. */
async function anotherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function signUp(page: Page, route = '/signup') {
  await page.goto(route);
  await fillSignupForm(page, newcomer);
}

test('approval: a signup waits, its login says so, an admin approves it and then it logs in', async ({ page, browser, server }) => {
  await server.reset({ registration: { mode: 'approval', membersInvite: false }, admins: ['guest'] });
  const visitor = await anotherBrowser(browser, server.url);
  await signUp(visitor);
  await expect(visitor.getByText('New accounts wait for an admin to approve them before they can log in.')).toBeVisible();
  await visitor.getByLabel('Why do you want to join? (optional)').fill('I photograph rivers.');
  await visitor.getByRole('button', { name: 'Create a Account' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your account newbie is waiting for an admin to approve it.');
  await logIn(visitor, newcomer);
  await expect(visitor.getByRole('alert')).toHaveText('Your account is waiting for an admin to approve it. You can log in once they have.');

  await loginAsGuest(page);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to join' });
  await expect(waiting.getByText('I photograph rivers.')).toBeVisible();
  await waiting.getByRole('button', { name: 'Approve newbie' }).click();
  await expect(waiting.getByText('No one is waiting to join.')).toBeVisible();

  await logIn(visitor, newcomer);
  await expect(visitor.getByRole('heading', { name: 'Hello, newbie' })).toBeVisible();
});

test('invite: an admin makes a code, its link signs someone up, and the code lists who joined', async ({ page, browser, server }) => {
  await server.reset({ registration: { mode: 'invite', membersInvite: false }, admins: ['guest'] });
  await loginAsGuest(page);
  await page.goto('/admin');
  const invites = page.getByRole('region', { name: 'Invite codes' });
  await invites.getByLabel('Uses').selectOption('5');
  await invites.getByRole('button', { name: 'Make an invite code' }).click();
  const code = (await invites.locator('code').first().textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  await expect(invites.getByText('5 uses left')).toBeVisible();

  const visitor = await anotherBrowser(browser, server.url);
  await signUp(visitor, `/signup?invite=${code}`);
  await expect(visitor.getByLabel('Invite code')).toHaveValue(code);
  await visitor.getByRole('button', { name: 'Create a Account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Hello, newbie' })).toBeVisible();

  await page.reload();
  await expect(invites.getByText('Joined with it: @newbie')).toBeVisible();
  await expect(invites.getByText('4 uses left')).toBeVisible();
});

test('roles: a member sees no admin screen; made an admin, their navigation shows it at once', async ({ page, browser, server }) => {
  await server.reset({ admins: ['guest'] });
  const member = await anotherBrowser(browser, server.url);
  await logIn(member, omar);
  await expect(member.getByRole('heading', { name: 'Hello, omarh' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await member.goto('/admin');
  await expect(member.getByText('Only admins can see this page.')).toBeVisible();

  await loginAsGuest(page);
  await page.goto('/admin');
  const roles = page.getByRole('region', { name: 'Roles' });
  await roles.getByLabel('Username').fill('omarh');
  await roles.getByLabel('Role', { exact: true }).selectOption('admin');
  await roles.getByRole('button', { name: 'Give the role' }).click();
  await expect(roles.getByLabel('Role of omarh')).toHaveValue('admin');

  // Without a reload: the server announces the new role, and the member's page follows.
  await expect(member.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Roles' }).getByLabel('Role of guest')).toHaveValue('admin');
});

test('closed: the signup screen says nobody joins now', async ({ page, server }) => {
  await server.reset({ registration: { mode: 'closed', membersInvite: false } });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Signups are closed' })).toBeVisible();
  await expect(page.getByText('This community is not taking new members right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a Account' })).toHaveCount(0);
});
