/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { appFile, appPage, hashedFile } from './offline-files';

declare const self: ServiceWorkerGlobalScope;

/**
 * The shell's service worker: the app opens without a network. It keeps the app's page and the
 * files of the shell and of every remote the page loaded (across origins: the remotes are served
 * from their own), never an answer of the API (`/api`, its images and its streams), which it
 * leaves to the network untouched, so nothing it serves can pass for fresh data.
 *
 * - A page (any route of the app): from the network, kept as the one copy of the app's html
 *   (every route's is the same page, only its preload hints differ; one copy also keeps no list
 *   of the addresses visited, searches among them); offline, that copy.
 * - A file whose name holds its content hash: the kept copy first; it cannot change.
 * - Any other file (`main.js`, a remote's `remoteEntry.js` and manifest, `config.json`): from
 *   the network first, so a new deployment is taken at once; the kept copy only when the network
 *   fails (no timeout: a slow answer is newer than any copy, and a remote's entry and manifest
 *   must come from the same deployment).
 */
const pages = 'social-pages';
const files = 'social-files';
const pageWait = 4;

/** Only a whole, successful answer is kept: never a remote's 404 or 502 during a deployment. */
const successful = new CacheableResponsePlugin({ statuses: [200] });
/** Earlier deployments' chunks go once newer ones have filled the cache. */
const filesKept = new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true });

/**
 * A remote's scripts are asked for by `<script>` without CORS, whose answers hide their status:
 * the worker asks for them with CORS (the remotes' servers allow any origin), so that it sees
 * whether the answer succeeded before it keeps it.
 */
const withCors: WorkboxPlugin = {
  requestWillFetch: ({ request }) =>
    Promise.resolve(request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};

/** Every page is kept, and found, under the app's root. */
const onePage: WorkboxPlugin = {
  cacheKeyWillBeUsed: () => Promise.resolve(new URL('/', self.location.origin).href),
};

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && appPage(url.pathname),
    new NetworkFirst({ cacheName: pages, networkTimeoutSeconds: pageWait, plugins: [successful, onePage] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => appFile(url, sameOrigin) && hashedFile(url.pathname),
    new CacheFirst({ cacheName: files, plugins: [withCors, successful, filesKept] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => appFile(url, sameOrigin) && !hashedFile(url.pathname),
    new NetworkFirst({ cacheName: files, plugins: [withCors, successful, filesKept] }),
  ),
);
router.addFetchListener();
// The page sends what it loaded before this worker controlled it (register-service-worker.ts).
router.addCacheListener();

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
