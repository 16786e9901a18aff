import { expect, test as base } from '@playwright/test';
import { testServers } from './test-servers';

/**
 * What a test's server starts from: how many posts beyond the seed's six, how people join (open
 * unless named), and which of the seed's people are admins (none unless named).
 */
export type ResetOptions = {
  posts?: number;
  registration?: { mode: 'open' | 'approval' | 'invite' | 'closed'; membersInvite: boolean };
  admins?: string[];
};

/** The server a test runs on: its pages' origin, and its data put back to the seed. */
export type TestServer = { url: string; reset: (options?: ResetOptions) => Promise<void> };

type Fixtures = {
  /** How many posts beyond the seed's six the test starts with. */
  morePosts: number;
  server: TestServer;
  /** Closes what the test opened with `browser.newContext()` (someone else's page) when it ends. */
  closesItsContexts: void;
};

/**
 * `test` for every browser test: pages open on the worker's own server (so `page.goto('/home')`
 * works), and each test starts from the spec's seed.
 */
export const test = base.extend<Fixtures>({
  morePosts: [0, { option: true }],
  baseURL: async ({}, use, testInfo) => {
    const { port } = testServers[testInfo.parallelIndex % testServers.length]!;
    await use(`http://localhost:${port}`);
  },
  server: [
    async ({ baseURL, morePosts, request }, use) => {
      const server: TestServer = {
        url: baseURL!,
        reset: async ({ posts = morePosts, ...settings } = {}) => {
          const response = await request.post(`${baseURL}/api/testing/reset`, { data: { posts, ...settings } });
          expect(response.status(), 'the test server resets its data').toBe(204);
        },
      };
      await server.reset();
      await use(server);
    },
    { auto: true },
  ],
  // The browser lives as long as the worker: a context a test opened and left open would stay, its
  // pages signed in and listening to the server, through the next tests (whose reset then ends
  // their sessions, and whose failure report could show one of those pages instead of its own).
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
