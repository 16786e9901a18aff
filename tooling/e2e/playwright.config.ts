import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { limitsNoTestReaches } from './limits-no-test-reaches';
import { testServers } from './test-servers';

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The browser tests of every package (`<package>/e2e/*.spec.ts`), in Debian's headless
 * Chromium, against the production builds on the API server, as `pnpm start` runs them. Each
 * worker has a server of its own (the first also serves the remotes on 3001-3006, which both
 * use), on a fresh PGlite folder, with the testing calls on so that every test starts from the
 * seed. Playwright starts the servers and stops them when the run ends.
 */
export default defineConfig({
  testDir: workspaceRoot,
  testMatch: /(shell|mf-feed|mf-profile|mf-comments|mf-admin|mf-notifications|mf-messages)\/e2e\/.*\.spec\.ts$/,
  outputDir: path.join(workspaceRoot, 'test-results'),
  fullyParallel: true,
  workers: testServers.length,
  // A guard against a test that hangs, not a measure of speed: a flow of three or four people's
  // browsers (a report, its moderator, a watcher and the post's author) each starting the app
  // took 46 s on a busy two-core machine, where 45 s was the limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'test-results', 'browser-results.json') }]],
  use: {
    launchOptions: chromiumLaunchOptions,
    // The service worker would answer the app's files from its cache, out of reach of the route
    // interception the tests of stopped and hanging remotes use: only the tests of installing
    // and going offline (shell/e2e/installable.spec.ts) let it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: testServers.map(({ port, serveApps }) => {
    const dataDir = path.join(tmpdir(), `social-e2e-${port}`);
    return {
      command: `rm -rf ${dataDir} && node --import tsx src/main.ts`,
      cwd: path.join(workspaceRoot, 'api-server'),
      env: {
        PORT: String(port),
        SOCIAL_SERVE_APPS: serveApps,
        SOCIAL_DATA_DIR: dataDir,
        SOCIAL_TESTING: '1',
        // The tests sign in with "Login as a Guest", the demo's.
        SOCIAL_DEMO: 'on',
        ...limitsNoTestReaches,
        LOG_LEVEL: 'warn',
      },
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL: the server then stops its PostgreSQL too.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    };
  }),
});
