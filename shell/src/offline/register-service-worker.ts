/**
 * Installs the shell's service worker (service-worker.ts, built beside the app as `/sw.js`) in a
 * production build, and hands it what this page loaded before it took control: the page and the
 * files of the shell and of the screen's remote, so the next visit opens offline too.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      // The worker keeps only what its routes name: the API's calls in this list are left alone.
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...loaded] } });
    })
    .catch(() => {
      // No worker (a private window, storage turned off): the app works as before, online only.
    });
}
