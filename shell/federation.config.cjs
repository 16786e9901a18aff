/**
 * The host: it exposes nothing and learns where the remotes are from its runtime config.json.
 * It is the app one installs: its html names the manifest (public/manifest.webmanifest), and its
 * build writes the service worker that keeps the shell's and the remotes' files for offline.
 */
module.exports = { title: 'Social', name: 'shell', port: 3000, exposes: {}, serviceWorker: './src/offline/service-worker.ts' };
