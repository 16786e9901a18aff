import { createServer } from 'miragejs';
import { endsSession } from 'api-contract/error-codes';
import type { NumberedEvent, PrivateEvent } from 'api-contract/events';
import { createApi } from 'api-core/api';
import type { Database } from 'api-core/database';
import { startEventHub } from 'api-core/events';
import { startNotificationSignals } from 'api-core/notification-signals';
import { followNotifications } from 'api-core/notifications';
import type { Community } from 'api-core/platform';
import { followFromElsewhere, rememberRemotePerson, type RemotePerson } from 'api-core/remote-people';
import { personMoved } from 'api-core/moved-people';
import { makeAdmin } from 'api-core/roles';
import type { Device } from 'api-core/device';
import { registerApp, type AppRegistration, type RegisteredApp } from 'api-core/mastodon/apps';
import { openAppSession } from 'api-core/sessions';
import { openRegistration, type Registration } from 'api-contract/runtime-config';
import { openPageDatabase } from '#page-database';
import { answerDownload, downloadOf } from './download-routes';
import { answerMalformedAddresses } from './malformed-addresses';
import { registerApiRoutes } from './mirage-routes';
import { readyPageDatabase } from './page-seed';
import { pageSeedPosts, pageTiming } from './page-settings';

export type MockApiOptions = {
  /** 'test' answers at once; anything else `timing` ms after each request, as over a network. */
  environment?: 'development' | 'test';
  /** The delay of each answer in ms; the spec's default is 400 (0 in tests), or the page's setting. */
  timing?: number;
  /** How many generated posts to add to the spec's seed (older than it), for long timelines; none by default, or the page's setting. */
  seedPosts?: number;
  /** The database to run on (a test's); by default a new one in the page. */
  database?: Database;
  /** How people join, as the page's runtime configuration says; open by default. */
  registration?: Registration;
};

export type MockApi = {
  /** Resolves once the in-page database is up and seeded; calls made before then are answered after. */
  ready: Promise<void>;
  /** The live events, as the server's `/api/events` announces them, delivered in the page. Returns the unsubscribe. */
  subscribe: (onEvent: (event: NumberedEvent) => void) => () => void;
  /**
   * The private events of the person `token` signs in (their unread count, as the server's
   * `/api/notifications/events` sends it), delivered in the page while their session is open.
   * A token the API refuses hears nothing. Returns the unsubscribe.
   */
  subscribeNotifications: (token: string, onEvent: (event: PrivateEvent) => void) => () => void;
  /** Writes the seed afresh (the tests' reset), with a generated community when asked. */
  reseed: (sizes?: { users?: number; posts?: number }) => Promise<void>;
  /** How people join, changeable while the mock runs (a test's case, a demo). */
  community: Community;
  /**
   * Makes one of the seed's people an admin in this page's database: what the server's
   * `make-admin` command does, for a remote developed alone (mf-admin) and for tests.
   */
  makeAdmin: (username: string) => Promise<void>;
  /**
   * A person of another server follows (or asks to follow) the member `username`, as the server's
   * inbox records their Follow (api-core's remote-people.ts). The mock does not federate: a
   * remote developed alone, and its tests, meet people from elsewhere this way.
   */
  followedFromElsewhere: (person: RemotePerson, username: string) => Promise<void>;
  /**
   * A person of another server moved to a new account (`to`), as the server's inbox takes their
   * Move once the new account confirms it (api-core's moved-people.ts): their profile names it.
   */
  movedElsewhere: (from: RemotePerson, to: RemotePerson) => Promise<void>;
  /**
   * An app registers itself, as the server's `POST /api/v1/apps` has it (api-core's
   * `registerApp`): the mock carries no Mastodon client API, but the consent screen and Settings
   * meet apps all the same.
   */
  registerApp: (registration: AppRegistration) => Promise<RegisteredApp>;
  /**
   * The member `username` signed the app `clientId` in on `device`, allowing it `scopes`: the
   * session its token would be, as the server's token endpoint opens it, listed in their Settings.
   */
  appSignedIn: (clientId: string, username: string, scopes: string[], device: Device) => Promise<void>;
  /** Stops answering, and stops the live events; resolves once they have stopped. */
  shutdown: () => Promise<void>;
};

/** The API's handlers on the page's database, migrated and seeded, and its live events. */
async function startCore(options: MockApiOptions, seedPosts: number, community: Community) {
  // A database the mock opens is its own to close; a test's is the test's.
  const opened = options.database ? { db: options.database, seeded: false, owned: false } : { ...(await openPageDatabase()), owned: true };
  const { platform, seeder } = await readyPageDatabase(opened.db, { seeded: opened.seeded, seedPosts, community });
  const report = (error: unknown) => {
    if (options.environment !== 'test') console.error(error);
  };
  return {
    api: createApi(platform, report),
    events: await startEventHub(opened.db, report),
    signals: await startNotificationSignals(opened.db),
    report,
    seeder,
    platform,
    db: opened.db,
    close: () => (opened.owned ? opened.db.close() : undefined),
  };
}

const isApiRequest = (url: string): boolean => new URL(url, globalThis.location?.href ?? 'http://localhost/').pathname.startsWith('/api/');
const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : String(input));

/**
 * Starts the API in the page, under `/api`: Mirage answers the page's `fetch` there with the
 * API's own handlers (`api-core`, the server's), on PostgreSQL as PGlite in the page, seeded
 * afresh. Call it once per page, from the page's top level (the shell, or a remote running
 * alone), never from an exposed module, and before the page calls `/api`. Every other request
 * (federation manifests, chunks, PGlite's own files) goes to the network by the browser's own
 * `fetch`: Mirage's stand-in returns answers that WebAssembly cannot stream from.
 */
export function startMockApi(options: MockApiOptions = {}): MockApi {
  const { environment = 'development' } = options;
  // The page's API is the demo, whose guest is every visitor's.
  const community: Community = {
    registration: options.registration ?? openRegistration,
    sharedGuest: true,
    mail: false,
    requireVerifiedEmail: false,
    staffRequireTwoFactor: false,
    // What an authenticator app set up against the mock calls it.
    name: 'Social (mock)',
    // Passkeys are made for the page's own address.
    origin: globalThis.location?.origin ?? 'http://localhost',
  };
  const core = startCore(options, options.seedPosts ?? (environment === 'test' ? 0 : (pageSeedPosts() ?? 0)), community);
  // What Mirage replaces (pretender), kept for all but `/api`. A page without them (jsdom) keeps Mirage's.
  const { fetch: pageFetch, Headers, Request, Response } = globalThis;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(call: Promise<T>): Promise<T> => {
    inFlight.add(call);
    return call.finally(() => inFlight.delete(call));
  };
  const server = createServer({
    environment,
    timing: 0,
    logging: false,
    routes() {
      this.namespace = 'api';
      const latency = options.timing ?? (environment === 'test' ? 0 : (pageTiming() ?? 400));
      registerApiRoutes(
        this,
        core.then(({ api }) => api),
        latency,
        track,
      );
      this.passthrough((request) => !isApiRequest(request.url));
    },
  });
  server.logging = false;
  answerMalformedAddresses(server);
  // Mirage answers `/api` alone (the app's client, with a URL and plain headers, the only form its
  // fetch reads) but for the downloads, which are bytes Mirage cannot carry; the rest, and the
  // classes PGlite builds streams with, are the page's own. Called on `globalThis`: the browser's
  // fetch on another object throws "Illegal invocation". Mirage's shutdown puts the page's back.
  const mirageFetch = globalThis.fetch;
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const download = downloadOf(url, init?.method);
    if (download) return track(core.then(({ api }) => answerDownload(api, download, init)));
    return isApiRequest(url) || typeof pageFetch !== 'function' ? mirageFetch(input, init) : pageFetch.call(globalThis, input, init);
  };
  Object.assign(globalThis, { fetch });
  if (typeof pageFetch === 'function') Object.assign(globalThis, { Headers, Request, Response });

  const stops = new Set<() => void>();
  let stopped = false;
  /** A subscription's stop, once it has started: called by the unsubscribe, or by the shutdown. */
  const keepUntilStopped = (following: Promise<() => void>) => {
    following.then((stop) => stops.add(stop)).catch(() => undefined);
    return () => void following.then((stop) => (stop(), stops.delete(stop))).catch(() => undefined);
  };
  return {
    ready: core.then(() => undefined),
    subscribe: (onEvent) => {
      if (stopped) return () => undefined;
      // The page's own subscriber takes each event as it comes: nothing to wait for, never behind.
      const following = core.then(({ events }) =>
        events.follow(null, { send: onEvent, ready: () => Promise.resolve(), drop: () => undefined }),
      );
      return keepUntilStopped(following);
    },
    subscribeNotifications: (token, onEvent) => {
      if (stopped) return () => undefined;
      const following = core.then(async ({ api, db, signals, events, report }) => {
        const viewer = await api.authenticate('getNotifications', `Bearer ${token}`);
        // A session already ended says why, as the server's stream does when it refuses one.
        if (!viewer.ok && endsSession(viewer.code)) onEvent({ type: 'session.ended', code: viewer.code, message: viewer.message });
        if (!viewer.ok || !viewer.value) return () => undefined;
        return followNotifications({ db, signals, events }, viewer.value, { send: onEvent, end: () => undefined }, report);
      });
      return keepUntilStopped(following);
    },
    reseed: async (sizes = {}) => (await core).seeder.reseed(sizes),
    community,
    makeAdmin: async (username) => {
      await makeAdmin((await core).db, username);
    },
    followedFromElsewhere: async (person, username) => {
      const { db } = await core;
      const follower = await rememberRemotePerson(db, person);
      const { rows } = await db.query<{ id: string }>('select id from users where lower(username) = lower($1) and domain is null', [
        username,
      ]);
      if (!follower || !rows[0]) throw new Error(`No one here is ${username}, or ${person.name} cannot be named`);
      await followFromElsewhere(db, follower, { _id: rows[0].id, username }, `${person.uri}#follows/${crypto.randomUUID()}`);
    },
    movedElsewhere: async (from, to) => {
      const { platform } = await core;
      const [before, after] = [await rememberRemotePerson(platform.db, from), await rememberRemotePerson(platform.db, to)];
      if (!before || !after) throw new Error(`${from.name} or ${to.name} cannot be named`);
      await personMoved(platform, before, after);
    },
    registerApp: async (registration) => {
      const registered = await registerApp((await core).db, registration);
      if (!registered.ok) throw new Error(registered.error);
      return registered.value;
    },
    appSignedIn: async (clientId, username, scopes, device) => {
      const { db } = await core;
      const { rows } = await db.query<{ app_id: string; user_id: string }>(
        `select a.id as app_id, u.id as user_id from oauth_apps a, users u
          where a.client_id = $1 and lower(u.username) = lower($2) and u.domain is null`,
        [clientId, username],
      );
      if (!rows[0]) throw new Error(`No app ${clientId}, or no one here is ${username}`);
      await openAppSession(db, { userId: rows[0].user_id, appId: rows[0].app_id, scopes, signedInWith: 'password' }, device);
    },
    shutdown: async () => {
      stopped = true;
      server.shutdown();
      for (const stop of stops) stop();
      // The calls under way finish first: under jest the next test writes the same database.
      await Promise.allSettled(inFlight);
      const { events, signals, close } = await core;
      await events.close();
      await signals.close();
      await close();
    },
  };
}
