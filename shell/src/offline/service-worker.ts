/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { appFile, appPage, hashedFile } from './offline-files';

declare const self: ServiceWorkerGlobalScope;

/**
 * The shell's service worker: the app opens without a network. It keeps the files of the shell
 * and of every remote the page loaded (across origins: the remotes are served from their own),
 * and the page itself; never an answer of the API (`/api`) or its streams, which it leaves to the
 * network untouched, so nothing it serves can pass for fresh data.
 *
 * - A page (any route of the app): from the network, kept; offline, the last kept copy of that
 *   page, or of any page (each is the same html, only its preloads differ).
 * - A file whose name holds its content hash: the kept copy first; it cannot change.
 * - Any other file (`main.js`, a remote's `remoteEntry.js` and manifest, `config.json`): from
 *   the network first, so a new deployment is taken at once, the kept copy when it cannot answer.
 */
const pages = 'social-pages';
const files = 'social-files';
const networkWait = 4;

/** Opaque answers (a remote's scripts, fetched by <script> without CORS) are kept too. */
const cacheable = new CacheableResponsePlugin({ statuses: [0, 200] });
/** Earlier deployments' chunks go once newer ones have filled the cache. */
const filesKept = new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true });
const pagesKept = new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true });

async function anyKeptPage(): Promise<Response | undefined> {
  const cache = await caches.open(pages);
  const [first] = await cache.keys();
  return (await cache.match('/')) ?? (first ? cache.match(first) : undefined);
}

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && appPage(url.pathname),
    new NetworkFirst({
      cacheName: pages,
      networkTimeoutSeconds: networkWait,
      plugins: [cacheable, pagesKept, { handlerDidError: anyKeptPage }],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => appFile(url, sameOrigin) && hashedFile(url.pathname),
    new CacheFirst({ cacheName: files, plugins: [cacheable, filesKept] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => appFile(url, sameOrigin) && !hashedFile(url.pathname),
    new NetworkFirst({ cacheName: files, networkTimeoutSeconds: networkWait, plugins: [cacheable, filesKept] }),
  ),
);
router.addFetchListener();
// The page sends what it loaded before this worker controlled it (register-service-worker.ts).
router.addCacheListener();

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
