import type { Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { saveScreenshot, screens, scrollsSideways, seriousViolations, shownTheme } from 'tooling/e2e/screens';

const phone = { width: 360, height: 740 };
const tablet = { width: 768, height: 1024 };
const desktop = { width: 1440, height: 900 };

type Theme = 'light' | 'dark';

/** The device turns `theme`, as a phone does at dusk: the app, which follows it, shows it at once. */
async function deviceTurns(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect.poll(() => shownTheme(page)).toBe(theme);
}

/** Axe finds nothing serious on what shows now, whose screenshot is then saved. */
async function passesAxe(page: Page, screenName: string, theme: Theme): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const where = `${screenName} in ${theme} at ${width}px`;
  expect(await seriousViolations(page), where).toEqual([]);
  const themePart = theme === 'dark' ? '-dark' : '';
  await saveScreenshot(page, `${screenName}${themePart}-${width}x${height}.png`);
}

/**
 * One visit per screen, on a dark phone first, then the same page turned light, to a tablet's and
 * a desktop's width, and dark again, as someone rotates a tablet or their device's theme turns (a
 * light device's first paint is dark-mode.spec.ts's). One visit rather than one per size and
 * theme: the first visits were most of the browser tests' time, and the layout is the style
 * sheets' alone (no screen measures the window), so a wider window shows what a first visit at
 * its width would.
 */
for (const screen of screens) {
  test(`${screen.name}: a title that names it, fits 360, 768 and 1440 px wide, and axe finds nothing serious at 360 and 1440 in both themes (screenshots saved)`, async ({
    browser,
    baseURL,
  }) => {
    // Four axe runs and screenshots of full pages: the time of four tests on a slow machine.
    test.slow();
    // A device set to dark, and a person who chose nothing: the app starts dark, following it.
    const context = await browser.newContext({ viewport: phone, baseURL, colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      await screen.open(page);
      await expect(page).toHaveTitle(screen.title);
      expect(await shownTheme(page)).toBe('dark');
      expect(await scrollsSideways(page), `${screen.name} at 360px`).toBe(false);
      await passesAxe(page, screen.name, 'dark');
      await deviceTurns(page, 'light');
      await passesAxe(page, screen.name, 'light');

      await page.setViewportSize(tablet);
      expect(await scrollsSideways(page), `${screen.name} at 768px`).toBe(false);

      await page.setViewportSize(desktop);
      expect(await scrollsSideways(page), `${screen.name} at 1440px`).toBe(false);
      await passesAxe(page, screen.name, 'light');
      await deviceTurns(page, 'dark');
      await passesAxe(page, screen.name, 'dark');
    } finally {
      await context.close();
    }
  });
}
