import { createServer, type Server } from 'miragejs';
import { buildManyPosts, buildSeedUsers } from '../seed/seed-data';
import { pageSeedPosts, pageTiming } from './page-settings';
import { createMockDb } from './mock-db';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerCommentRoutes } from './routes/comment-routes';
import { registerPostRoutes } from './routes/post-routes';
import { registerUserRoutes } from './routes/user-routes';

export { guestCredentials } from '../seed/guest';

export type MockApiOptions = {
  /** 'test' answers at once; anything else waits `timing` ms, as a real network would. */
  environment?: 'development' | 'test';
  /** Response delay in ms; the spec's default is 400 (0 in tests), or the page's setting. */
  timing?: number;
  /** How many posts to seed; 6 by default, or the page's setting. */
  seedPosts?: number;
};

export type MockApi = { shutdown: () => void };

const isApiRequest = (url: string): boolean => new URL(url, globalThis.location?.href ?? 'http://localhost/').pathname.startsWith('/api/');

/**
 * Starts the in-page implementation of the API under `/api`. Call it once per page, from
 * the page's top level (the shell, or a remote running alone), never from an exposed module.
 * Every request that is not under `/api/` (federation manifests, chunks) goes to the network.
 */
export function startMockApi({ environment = 'development', timing, seedPosts }: MockApiOptions = {}): MockApi {
  const server: Server = createServer({
    environment,
    timing: timing ?? (environment === 'test' ? 0 : (pageTiming() ?? 400)),
    logging: false,
    routes() {
      this.namespace = 'api';
      const context = { server: this, db: createMockDb(this) };
      registerAuthRoutes(context);
      registerPostRoutes(context);
      registerCommentRoutes(context);
      registerUserRoutes(context);
      this.passthrough((request) => !isApiRequest(request.url));
    },
  });
  server.logging = false;
  // Seeded here rather than in `seeds()`, which Mirage skips in the test environment.
  const users = buildSeedUsers();
  server.db.loadData({
    users: users.map((user) => ({ ...user, id: user._id })),
    posts: buildManyPosts(users, seedPosts ?? (environment === 'test' ? 6 : (pageSeedPosts() ?? 6))),
  });
  return { shutdown: () => server.shutdown() };
}
