import type { Browser, Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { guest, loginAsGuest, signedInBeforeLoading } from 'tooling/e2e/app-helpers';
import { saveScreenshot, screens, scrollsSideways, seriousViolations } from 'tooling/e2e/screens';
import { findingWordsIn } from 'tooling/e2e/words-in-language';
import { plainWords } from 'tooling/e2e/plain-words';

const phone = { width: 360, height: 740 };
const desktop = { width: 1440, height: 900 };

/** A page of a browser whose person is signed in as the guest, with `settings` (its language, its window). */
async function signedInPage(browser: Browser, baseURL: string, settings: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ...settings })).newPage();
  await signedInBeforeLoading(page, guest);
  return page;
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

test('a first visit in English fetches no other language: no catalogue, nor the words for the server’s refusals', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, { locale: 'en-US' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Each package's English is in its own first chunk; another language's words are chunks named for it.
  expect(scripts.filter((script) => /(-po|server-words)\.[0-9a-f]{8}\.js$/.test(script))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
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
    await saveScreenshot(page, `home-ar-${size.width}x${size.height}.png`);
    await page.context().close();
  });
}

test('Japanese chosen in Settings is the language at once, and the one of the next device the account signs in on', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsGuest(page);
  await page.goto('/settings');
  const kept = page.waitForResponse((response) => response.url().endsWith('/api/users/me/language') && response.ok());
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await kept;
  // Another device, whose browser asks for English: the account's language wins once signed in.
  const other = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
  await other.goto('/login');
  await other.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(other.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ホーム' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'ja');
  await other.context().close();
});

test("a refusal from the server reads in Spanish, from its code (the answer's words stay the spec's)", async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL, locale: 'es-ES' })).newPage();
  await page.goto('/login');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByLabel('Nombre de usuario').fill('guest');
  await page.getByLabel('Contraseña').fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const answer = await answered;
  expect(await answer.json()).toEqual({
    errors: ['The credentials you entered are invalid. Unauthorized access error.'],
    code: 'login.wrong_password',
  });
  // Beside the form, and in the toast.
  await expect(page.getByRole('alert')).toHaveText('El nombre de usuario o la contraseña no son correctos.');
  await expect(page.getByRole('status')).toHaveText('El nombre de usuario o la contraseña no son correctos.');
  await page.context().close();
});

for (const screen of screens) {
  test(`${screen.name}: every word of the interface comes from a catalogue (the pseudo-language leaves none plain)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: desktop });
    await context.addInitScript(() => localStorage.setItem('language', 'pseudo'));
    const page = await context.newPage();
    try {
      await screen.open(findingWordsIn(page, 'pseudo'));
      expect(await page.locator('body').evaluate(plainWords)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
