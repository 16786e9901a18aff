import { expect, test } from 'tooling/e2e/fixtures';
import path from 'node:path';
import { screens, screenshotDir, scrollsSideways, seriousViolations } from 'tooling/e2e/screens';

const sizes = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const screen of screens) {
  test(`${screen.name}: no serious or critical axe violations, and a title that names the screen`, async ({ page }) => {
    await screen.open(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page).toHaveTitle(screen.title);
  });

  test(`${screen.name}: fits 360, 768 and 1440 px wide without sideways scrolling, axe passes at 360 and 1440 (screenshots saved)`, async ({
    browser,
    baseURL,
    server,
  }) => {
    // Three first visits, each after a reset: the time of three tests (a slow machine took 45 s for them).
    test.slow();
    for (const size of sizes) {
      // Each size is a first visit, to the seed's data.
      await server.reset();
      const context = await browser.newContext({ viewport: size, baseURL });
      const page = await context.newPage();
      try {
        await screen.open(page);
        expect(await scrollsSideways(page), `${screen.name} at ${size.width}px`).toBe(false);
        if (size.name !== 'tablet') {
          expect(await seriousViolations(page), `${screen.name} at ${size.width}px`).toEqual([]);
          await page.screenshot({ path: path.join(screenshotDir, `${screen.name}-${size.width}x${size.height}.png`), fullPage: true });
        }
      } finally {
        await context.close();
      }
    }
  });
}
