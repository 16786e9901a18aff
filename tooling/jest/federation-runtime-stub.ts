/**
 * Jest stand-in for `@module-federation/enhanced/runtime`. There is no federation
 * instance under jest, so `loadRemote('mf_feed/post-card')` loads the workspace
 * source that the remote exposes under that name, read from the remote's
 * `federation.config.cjs` (the same file its webpack build uses).
 */
import path from 'node:path';
import { readdirSync, existsSync } from 'node:fs';

type FederationConfig = { name: string; exposes: Record<string, string> };

const workspaceRoot = path.resolve(__dirname, '../..');

function findRemotePackage(remoteName: string): { dir: string; config: FederationConfig } {
  for (const entry of readdirSync(workspaceRoot)) {
    const file = path.join(workspaceRoot, entry, 'federation.config.cjs');
    if (!existsSync(file)) continue;
    const config = require(file) as FederationConfig;
    if (config.name === remoteName) return { dir: path.dirname(file), config };
  }
  throw new Error(`No workspace package builds the remote "${remoteName}"`);
}

export async function loadRemote<T>(id: string): Promise<T> {
  const [remoteName = '', ...rest] = id.split('/');
  const { dir, config } = findRemotePackage(remoteName);
  const exposed = config.exposes[`./${rest.join('/')}`];
  if (!exposed) throw new Error(`${remoteName} exposes no module "${rest.join('/')}"`);
  return require(path.join(dir, exposed)) as T;
}

export function registerRemotes(): void {}

export function getInstance(): { options: { remotes: Array<{ name: string }> } } {
  return { options: { remotes: [] } };
}
