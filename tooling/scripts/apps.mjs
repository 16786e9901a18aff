// @ts-check
/** The seven apps of the composed product: where each is built and the port it is served on. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const apps = [
  { name: 'shell', port: 3000 },
  { name: 'mf-feed', port: 3001 },
  { name: 'mf-profile', port: 3002 },
  { name: 'mf-comments', port: 3003 },
  { name: 'mf-admin', port: 3004 },
  { name: 'mf-notifications', port: 3005 },
  { name: 'mf-messages', port: 3006 },
].map((app) => ({ ...app, dist: path.join(workspaceRoot, app.name, 'dist') }));

/** The Lingui configuration of each package with words for people: the apps, and the server's mail (docs/i18n.md). */
export const linguiConfigs = readdirSync(workspaceRoot)
  .map((name) => path.join(workspaceRoot, name, 'lingui.config.cjs'))
  .filter((config) => existsSync(config));
