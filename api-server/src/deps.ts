import type { Api } from 'api-core/api';
import type { Database } from 'api-core/database';
import type { EventHub } from 'api-core/events';
import type { NotificationSignals } from 'api-core/notification-signals';
import type { Community, ImageStore, Tokens } from 'api-core/platform';
import type { RateLimiter } from 'api-core/rate-limits';
import type { Seeder } from 'api-core/seed';
import type { ServerConfig } from './config';
import type { ServerFederation } from './federation/federation';
import type { RemoteFetch } from './federation/remote-fetch';

/**
 * What the server's routes work with, made once when it starts: the configuration, the API on its
 * platform, and the pieces its own routes serve. `community` is the API's own: what the runtime
 * configuration tells pages, and what the tests' reset may change.
 */
export type ServerDeps = {
  config: ServerConfig;
  api: Api;
  db: Database;
  images: ImageStore;
  /** This side's signing, which an image's grant is checked by. */
  tokens: Tokens;
  events: EventHub;
  /** Who among the people with a private stream open here has notifications that changed. */
  notificationSignals: NotificationSignals;
  /** The rate limits, counted in the database every process shares. */
  limiter: RateLimiter;
  seeder: Seeder;
  community: Community;
  /** The community in the fediverse (`SOCIAL_FEDERATION=on`), or null. */
  federation: ServerFederation | null;
  /** Fetches of what other servers name (their posts' images), guarded against private addresses. */
  remoteFetch: RemoteFetch;
};
