import { createServer, type Server } from 'miragejs';
import { messages } from 'api-contract/messages';
import type { ErrorBody } from 'api-contract/payloads';
import { pageSeedPosts, pageTiming } from './page-settings';
import { createMockDb } from './mock-db';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerBookmarkRoutes } from './routes/bookmark-routes';
import { registerCommentRoutes } from './routes/comment-routes';
import { registerEventRoutes } from './routes/event-routes';
import { registerFollowRoutes } from './routes/follow-routes';
import { registerPostListRoutes } from './routes/post-list-routes';
import { registerPostRoutes } from './routes/post-routes';
import { registerUserRoutes } from './routes/user-routes';
import { seedRecords } from './seed';

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

type PretenderRequest = { respond: (status: number, headers: Record<string, string>, body: string) => void };
type RoutingPretender = { checkPassthrough: (request: PretenderRequest) => boolean; handleRequest: (request: PretenderRequest) => void };

/**
 * Mirage's router decodes a path before any handler sees it, and throws a URIError on a
 * malformed percent-encoding: such a request is answered here, with the contract's 400.
 */
function answerMalformedAddresses(server: Server): void {
  const pretender = server.pretender as unknown as RoutingPretender;
  const checkPassthrough = pretender.checkPassthrough.bind(pretender);
  const handleRequest = pretender.handleRequest.bind(pretender);
  const refusesToDecode = (error: unknown) => error instanceof URIError;
  pretender.checkPassthrough = (request) => {
    try {
      return checkPassthrough(request);
    } catch (error) {
      if (refusesToDecode(error)) return false;
      throw error;
    }
  };
  pretender.handleRequest = (request) => {
    try {
      handleRequest(request);
    } catch (error) {
      if (!refusesToDecode(error)) throw error;
      request.respond(
        400,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ errors: [messages.malformedAddress] } satisfies ErrorBody),
      );
    }
  };
}

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
      registerPostListRoutes(context);
      registerPostRoutes(context);
      registerCommentRoutes(context);
      registerUserRoutes(context);
      registerBookmarkRoutes(context);
      registerFollowRoutes(context);
      registerEventRoutes(context);
      this.passthrough((request) => !isApiRequest(request.url));
    },
  });
  server.logging = false;
  answerMalformedAddresses(server);
  // Seeded here rather than in `seeds()`, which Mirage skips in the test environment.
  server.db.loadData(seedRecords(seedPosts ?? (environment === 'test' ? 6 : (pageSeedPosts() ?? 6))));
  return { shutdown: () => server.shutdown() };
}
