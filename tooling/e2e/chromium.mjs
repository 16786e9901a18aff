// @ts-check
/**
 * Debian's Chromium (Playwright cannot download its own browser here). As root in a
 * container it needs no sandbox; the background-networking flags stop it from flooding the
 * closed network with connections that are refused. Used by the browser tests and the benchmark.
 * @type {import('@playwright/test').LaunchOptions}
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
