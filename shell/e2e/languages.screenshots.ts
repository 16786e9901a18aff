import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from 'tooling/e2e/fixtures';
import { screens, screenshotDir, scrollsSideways } from 'tooling/e2e/screens';
import { findingWordsIn } from 'tooling/e2e/words-in-language';
import { languages } from 'api-contract/languages';

const phone = { width: 360, height: 740 };

/** The innermost elements that reach past the window's right edge: where a translation runs off. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${element.textContent?.slice(0, 40) ?? ''}`,
      )
      .join(', ');
  });

for (const { code } of languages.filter((language) => language.code !== 'en')) {
  for (const screen of screens) {
    test(`${screen.name} in ${code} at ${phone.width} px (screenshot saved)`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: phone });
      await context.addInitScript((language) => localStorage.setItem('language', language), code);
      const page = await context.newPage();
      try {
        await screen.open(findingWordsIn(page, code));
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await page.screenshot({
          path: path.join(screenshotDir, code, `${screen.name}-${phone.width}x${phone.height}.png`),
          fullPage: true,
        });
        expect(await scrollsSideways(page), `${screen.name} in ${code}: past the window's edge: ${await overflowing(page)}`).toBe(false);
      } finally {
        await context.close();
      }
    });
  }
}
