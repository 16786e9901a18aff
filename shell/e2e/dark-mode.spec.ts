import { expect, test } from 'tooling/e2e/fixtures';
import path from 'node:path';
import { loginAsGuest } from 'tooling/e2e/app-helpers';
import { screens, screenshotDir, seriousViolations } from 'tooling/e2e/screens';

const sizes = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

const shownTheme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.theme);

for (const screen of screens) {
  test(`${screen.name} in dark mode: no serious or critical axe violations at 360 and 1440 px (screenshots saved)`, async ({
    browser,
    baseURL,
    server,
  }) => {
    for (const size of sizes) {
      await server.reset();
      // A device set to dark, and a person who chose nothing: the app follows the device.
      const context = await browser.newContext({ viewport: size, baseURL, colorScheme: 'dark' });
      const page = await context.newPage();
      try {
        await screen.open(page);
        expect(await shownTheme(page)).toBe('dark');
        expect(await seriousViolations(page), `${screen.name} at ${size.width}px`).toEqual([]);
        await page.screenshot({ path: path.join(screenshotDir, `${screen.name}-dark-${size.width}x${size.height}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  });
}

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
