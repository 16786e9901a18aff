import { expect, test } from 'tooling/e2e/fixtures';
import type { Page } from '@playwright/test';
import { loginAsGuest } from 'tooling/e2e/app-helpers';
import { saveScreenshot, seriousViolations } from 'tooling/e2e/screens';
import { chromiumLaunchOptions } from 'tooling/chromium';

test.use({ serviceWorkers: 'allow' });

/** Waits until the shell's service worker controls the page. */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The addresses the service worker has kept, in every cache. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) addresses.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return addresses;
  });

test('the app is installable: its manifest names it and its icons, and Chromium finds nothing missing', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A browser profile of its own: Chromium never offers to install from an incognito one, which
  // every other test's context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...chromiumLaunchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto('/');
    await controlled(page);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Social', start_url: '/home', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === 'any');
      const answer = await page.request.get(icon!.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    // What Lighthouse's installability audit asked Chromium: the manifest, the icons and a worker.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the shell opens offline, says it is offline, and never answers the API from a cache', async ({ page, context }) => {
  await loginAsGuest(page);
  await controlled(page);
  // Once controlled, a visit fetches through the worker, which keeps the shell's and the feed's files.
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Your feed' })).toBeVisible();
  await expect.poll(async () => (await keptAddresses(page)).some((url) => url.includes(':3001/'))).toBe(true);

  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Explore' })).toBeVisible();
  // The feed's remote opened from the kept files; its posts come from the API, which has no copy.
  const feedFailed = page.getByRole('alert').filter({ hasText: 'could not feth posts!' });
  await expect(feedFailed.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect((await keptAddresses(page)).filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  // The offline state is a screen too: axe in both themes at a phone's and a desktop's width.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [
      { width: 360, height: 740 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page), `offline, ${colorScheme}, ${size.width}px`).toEqual([]);
      const name = `offline${colorScheme === 'dark' ? '-dark' : ''}-${size.width}x${size.height}.png`;
      await saveScreenshot(page, name);
    }
  }

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  await feedFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Your feed' })).toBeVisible();
});
