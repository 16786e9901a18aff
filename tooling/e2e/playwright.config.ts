import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The browser tests of every package (`<package>/e2e/*.spec.ts`), run in Debian's headless
 * Chromium against the production builds served on 3000-3003, as `pnpm start` serves them.
 * Playwright starts that server and stops it when the run ends.
 */
export default defineConfig({
  testDir: workspaceRoot,
  testMatch: /(shell|mf-feed|mf-profile|mf-comments)\/e2e\/.*\.spec\.ts$/,
  outputDir: path.join(workspaceRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'test-results', 'browser-results.json') }]],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tooling/scripts/serve-apps.mjs',
    cwd: workspaceRoot,
    url: 'http://localhost:3000',
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
