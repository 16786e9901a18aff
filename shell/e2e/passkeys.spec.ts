import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { logIn } from 'tooling/e2e/app-helpers';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain), as a phone's or laptop's built-in
 * one: it keeps passkeys for the site and unlocks them (user verification) without a prompt.
 * The page then meets `navigator.credentials` as on a real device, with nothing of the app mocked.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Adds a passkey in Settings under `name`: the name, the password, the device's prompt (answered by the virtual authenticator). */
async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Name of the passkey').fill(name);
  await page.getByLabel('Password, to add a passkey').fill(omar.password);
  await page.getByRole('button', { name: 'Add passkey' }).click();
}

/** Logs out from the navigation: the login page. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
}

test.describe('passkeys', () => {
  test('register a passkey in Settings, then sign in with it alone, and as the second step after the password', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await logIn(page, omar);
    await expect(page.getByRole('heading', { name: `Hello, ${omar.username}` })).toBeVisible();
    await addPasskey(page, 'Laptop');
    // The first second factor comes with recovery codes, shown once.
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Laptop')).toBeVisible();

    // Signed out, the passkey alone signs in: no name, no password.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('Signed in with a passkey')).toBeVisible();

    // The password alone no longer signs in: the login asks for the passkey.
    await logOut(page);
    await logIn(page, omar);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Use your passkey, or enter one of your recovery codes.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a browser with no passkey for this site signs nobody in, and says so in words', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('No passkey answered');
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
