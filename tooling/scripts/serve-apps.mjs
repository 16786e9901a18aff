// @ts-check
/**
 * Serves the production builds of all four apps on ports 3000-3003 (what `pnpm start`
 * runs after building). Stops on Ctrl+C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { apps } from './apps.mjs';
import { serveDirectory } from './static-server.mjs';

const missing = apps.filter((app) => !existsSync(app.dist));
if (missing.length > 0) {
  console.error(`Not built yet: ${missing.map((app) => app.name).join(', ')}. Run \`pnpm build\` first.`);
  process.exit(1);
}

const servers = await Promise.all(apps.map((app) => serveDirectory(app.dist, app.port)));
for (const app of apps) console.log(`${app.name.padEnd(12)} http://localhost:${app.port}/`);
console.log('Open http://localhost:3000 (Ctrl+C stops).');

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
