/**
 * Installs the shell's service worker (service-worker.ts, built beside the app as `/sw.js`) in a
 * production build, and on the visit that installs it hands it what the page loaded before it
 * took control: the page and the files of the shell and of the screen's remote, so the next
 * visit opens offline too. A development page removes a worker a production build left on the
 * same origin, which would otherwise answer for the dev server.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  if (process.env.NODE_ENV !== 'production') {
    void serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
    return;
  }
  const firstVisit = serviceWorker.controller === null;
  void serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => serviceWorker.ready)
    .then((registration) => {
      if (!firstVisit) return;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      // The worker keeps only what its routes name: the API's calls in this list are left alone.
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...loaded] } });
    })
    .catch(() => {
      // No worker (a private window, storage turned off): the app works as before, online only.
    });
}
