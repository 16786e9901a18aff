// @ts-check
import { readLayoutShift } from 'tooling/e2e/layout-shift';

/**
 * What the benchmark measures in one page load, read from inside the page: when the first
 * post card painted (the app's `first-post-card` mark), LCP, the layout shift, and the
 * JavaScript it fetched.
 */

export { layoutShiftObserver } from 'tooling/e2e/layout-shift';

/** Installed before any page script: keeps the latest LCP entry. */
export const lcpObserver = () => {
  /** @type {any} */ (window).__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) /** @type {any} */ (window).__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * Waits for the first card's mark, then reads the figures of this load.
 * @param {import('@playwright/test').Page} page
 */
export async function readLoad(page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-post-card').length > 0, null, { timeout: 120_000 });
  // LCP settles on the frames after the first card, and what arrives after it (the side panel's
  // people, the authors' avatars) may still move the page; give them a moment.
  await page.waitForTimeout(1000);
  const cls = await readLayoutShift(page);
  const figures = await page.evaluate(() => {
    const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter((entry) =>
      new URL(entry.name).pathname.endsWith('.js'),
    );
    const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    return {
      firstCardMs: performance.getEntriesByName('first-post-card')[0]?.startTime ?? NaN,
      lcpMs: /** @type {any} */ (window).__lcp,
      jsRequests: scripts.length,
      // The entry document's scripts are counted above; transferSize is the compressed bytes (0 when cached).
      jsBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      documentBytes: navigation?.transferSize ?? 0,
    };
  });
  return { ...figures, cls };
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
