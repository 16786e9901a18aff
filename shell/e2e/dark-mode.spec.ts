import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';
import { shownTheme } from 'tooling/e2e/screens';

// Every screen in both themes is accessibility-and-layout.spec.ts's.
test('Dark chosen in Settings on a light device turns the app dark at once, and stays after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await loginAsGuest(page);
  await page.goto('/settings');
  expect(await shownTheme(page)).toBe('light');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
  expect(await shownTheme(page)).toBe('dark');
  expect(await background()).not.toBe(lightBackground);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await shownTheme(page)).toBe('dark');
  await page.goto('/home');
  expect(await shownTheme(page)).toBe('dark');
});
