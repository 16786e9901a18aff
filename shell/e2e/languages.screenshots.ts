import path from 'node:path';
import { expect, test } from 'tooling/e2e/fixtures';
import { screens, screenshotDir, scrollsSideways } from 'tooling/e2e/screens';
import { findingWordsIn } from 'tooling/e2e/words-in-language';
import { languages } from 'api-contract/languages';

const phone = { width: 360, height: 740 };

for (const { code } of languages.filter((language) => language.code !== 'en')) {
  for (const screen of screens) {
    test(`${screen.name} in ${code} at ${phone.width} px (screenshot saved)`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: phone });
      await context.addInitScript((language) => localStorage.setItem('language', language), code);
      const page = await context.newPage();
      try {
        await screen.open(findingWordsIn(page, code));
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        expect(await scrollsSideways(page), `${screen.name} in ${code}`).toBe(false);
        await page.screenshot({
          path: path.join(screenshotDir, code, `${screen.name}-${phone.width}x${phone.height}.png`),
          fullPage: true,
        });
      } finally {
        await context.close();
      }
    });
  }
}
