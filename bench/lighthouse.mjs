// @ts-check
/**
 * Lighthouse's scores for the app's screens, as `pnpm bench` reports them: the npm package
 * (12.x: 13 needs Node 22.19), its default mobile preset (a mid-range phone, simulated slow 4G
 * and a 4x slower CPU), in Debian's Chromium, signed in as the guest except on the landing page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from 'tooling/chromium';
import { median } from './measure.mjs';

const debuggingPort = 9333;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The screens audited: a path, and whether the guest is signed in for it. */
export const lighthouseScreens = [
  { name: 'Landing', route: '/', signedIn: false },
  { name: 'Home', route: '/home', signedIn: true },
  { name: 'Explore', route: '/explore', signedIn: true },
  { name: 'Profile', route: '/profile/guest', signedIn: true },
  { name: 'Comments', route: '/comments/post-1', signedIn: true },
];

/**
 * Audits one screen in a browser of its own (a fresh profile: a cold cache), with `session` in
 * its local storage when signed in. Lighthouse keeps the storage (`disableStorageReset`), or it
 * would sign the guest out before loading the page.
 * @param {string} base @param {string} session @param {(typeof lighthouseScreens)[number]} screen
 */
async function auditScreen(base, session, screen) {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
    args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/404-before-audit`);
    await page.evaluate(
      (stored) => (stored ? localStorage.setItem('user', stored) : localStorage.clear()),
      screen.signedIn ? session : null,
    );
    await page.goto('about:blank');
    const result = await lighthouse(
      `${base}${screen.route}`,
      { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: true },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${screen.route}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `Lighthouse could not audit ${screen.route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw Object.assign(new Error(message), { lighthouseFailed: true });
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    return {
      screen: screen.name,
      route: screen.route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * An audit, asked again (in a fresh browser) when Lighthouse's own trace recording fails, which
 * it does now and then on a first navigation (NO_NAVSTART: "Please run Lighthouse again").
 * @param {string} base @param {string} session @param {(typeof lighthouseScreens)[number]} screen
 */
async function auditWithRetries(base, session, screen, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditScreen(base, session, screen);
    } catch (error) {
      const lighthouseFailed = typeof error === 'object' && error !== null && 'lighthouseFailed' in error;
      if (!lighthouseFailed || attempt >= attempts) throw error;
      console.log(`${error instanceof Error ? error.message : String(error)}; again (${attempt + 1} of ${attempts})`);
    }
  }
}

/**
 * Every screen's scores, the median of `rounds` audits each (a score moves by a few points from
 * one audit to the next), one audit at a time (two at once would share the two cores).
 * @param {string} base the server's origin @param {string} session the guest's stored session
 */
export async function runLighthouse(base, session, rounds = 3) {
  const results = [];
  for (const screen of lighthouseScreens) {
    const audits = [];
    for (let round = 0; round < rounds; round += 1) audits.push(await auditWithRetries(base, session, screen));
    const [first] = audits;
    /** @type {typeof first} */
    const result = { ...first };
    for (const key of /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'])) {
      result[key] = median(audits.map((audit) => audit[key]));
    }
    results.push(result);
  }
  return results;
}

/** @param {Awaited<ReturnType<typeof runLighthouse>>} results */
export function lighthouseTable(results) {
  return [
    '| screen (Lighthouse, mobile, median of 3) | Performance | Accessibility | Best Practices | SEO | LCP | CLS | TBT |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.screen} (\`${r.route}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
    ),
  ].join('\n');
}
