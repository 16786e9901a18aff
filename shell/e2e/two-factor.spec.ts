import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { logIn } from 'tooling/e2e/app-helpers';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/**
 * The code the authenticator app set up with `key` shows, `stepsAhead` thirty-second steps from
 * now: a code signs in once, so each sign-in of a test takes the next step's (the server takes a
 * step either side, as for a phone whose clock is a little off).
 */
const codeOf = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * Sets up an authenticator app in Settings, as a person with their phone does: the password, the
 * QR code (its key, typed by hand here), a code from the app. The key and the recovery codes shown.
 */
async function setUpAuthenticator(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByLabel('Password, to set up two-factor sign-in').fill(omar.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('authenticator-key').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(codeOf(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const recoveryCodes = (await page.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('An authenticator app is set up. 10 recovery codes left.')).toBeVisible();
  return { key, recoveryCodes };
}

/** Logs out from the navigation, and logs in with the password: the login then asks for the code. */
async function passwordStepAgain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await logIn(page, omar);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test.describe('two-factor sign-in', () => {
  test('set up an authenticator app in Settings, then sign in with its code; a wrong code is refused in words', async ({ page }) => {
    await logIn(page, omar);
    await expect(page.getByRole('heading', { name: `Hello, ${omar.username}` })).toBeVisible();
    const { key } = await setUpAuthenticator(page);

    await passwordStepAgain(page);
    await page.getByLabel('Code').fill('000000' === codeOf(key, 1) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    await page.getByLabel('Code').fill(codeOf(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByText('Signed in with a password and an authenticator code')).toBeVisible();
  });

  test('sign in with a recovery code, which then works no more', async ({ page }) => {
    await logIn(page, omar);
    await expect(page.getByRole('heading', { name: `Hello, ${omar.username}` })).toBeVisible();
    const { recoveryCodes } = await setUpAuthenticator(page);

    await passwordStepAgain(page);
    await page.getByLabel('Code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('An authenticator app is set up. 9 recovery codes left.')).toBeVisible();
    await expect(page.getByText('Signed in with a password and a recovery code')).toBeVisible();

    await passwordStepAgain(page);
    await page.getByLabel('Code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code has been used already.');
  });
});
