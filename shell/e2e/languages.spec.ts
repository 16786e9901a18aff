import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';
import { screens, screenshotDir, scrollsSideways, seriousViolations } from 'tooling/e2e/screens';
import { findingPseudoWords, untranslatedTexts } from 'tooling/e2e/pseudo-language';

const phone = { width: 360, height: 740 };
const desktop = { width: 1440, height: 900 };

/** The guest's session as this browser keeps it, from a real login (in English). */
async function guestSession(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await loginAsGuest(page);
    return (await page.evaluate(() => localStorage.getItem('user')))!;
  } finally {
    await context.close();
  }
}

/** A page of a browser whose person is signed in as the guest, with `settings` (its language, its window). */
async function signedInPage(browser: Browser, baseURL: string, settings: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const session = await guestSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, ...settings });
  await context.addInitScript((stored) => localStorage.setItem('user', stored), session);
  return context.newPage();
}

test('a browser that asks for Spanish gets the app in Spanish, and the page says so', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, { locale: 'es-ES' });
  await page.goto('/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Explorar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.context().close();
});

for (const size of [phone, desktop]) {
  test(`Arabic lays the app out right to left at ${size.width} px, and axe finds nothing serious (screenshot saved)`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL!, { locale: 'ar-EG', viewport: size });
    await page.goto('/home');
    const navigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(navigation.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('article').first()).toBeVisible();
    if (size === desktop) {
      // The navigation's column is on the right of a desktop's window, where the line starts.
      const box = (await navigation.boundingBox())!;
      expect(box.x).toBeGreaterThan(size.width / 2);
    }
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, `home-ar-${size.width}x${size.height}.png`), fullPage: true });
    await page.context().close();
  });
}

for (const screen of screens) {
  test(`${screen.name}: every word of the interface comes from a catalogue (the pseudo-language leaves none plain)`, async ({
    browser,
    baseURL,
    server,
  }) => {
    await server.reset();
    const context = await browser.newContext({ baseURL, viewport: desktop });
    await context.addInitScript(() => localStorage.setItem('language', 'pseudo'));
    const page = await context.newPage();
    try {
      await screen.open(findingPseudoWords(page));
      expect(await untranslatedTexts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
