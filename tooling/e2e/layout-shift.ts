import type { Page } from '@playwright/test';

type Shifted = { layoutShift: number };
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * An init script (`addInitScript`) that adds up the page's layout shifts that no input caused,
 * from the moment the page loads: its Cumulative Layout Shift while it loads (one session
 * window). Self-contained: Playwright sends it to the page as its source.
 */
export const layoutShiftObserver = (): void => {
  const shifted = window as unknown as Shifted;
  shifted.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) shifted.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** What `layoutShiftObserver` has added up so far in `page`. */
export const readLayoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as Shifted).layoutShift);
