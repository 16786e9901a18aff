/**
 * Jest stand-in for `@module-federation/enhanced/runtime`. There is no federation
 * instance under jest, so `loadRemote('mf_feed/module')` loads the workspace source that
 * the remote exposes under that name, read from the remote's `federation.config.cjs` (the
 * same file its webpack build uses).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readdirSync, existsSync } from 'node:fs';

// The configs are plain CommonJS data that need no jest transform.
const readConfig = createRequire(__filename);

type FederationConfig = { name: string; exposes: Record<string, string> };

const workspaceRoot = path.resolve(__dirname, '../..');

function workspaceRemotes(): Array<{ dir: string; config: FederationConfig }> {
  return readdirSync(workspaceRoot)
    .map((entry) => path.join(workspaceRoot, entry, 'federation.config.cjs'))
    .filter((file) => existsSync(file))
    .map((file) => ({ dir: path.dirname(file), config: readConfig(file) as FederationConfig }));
}

function findRemotePackage(remoteName: string): { dir: string; config: FederationConfig } {
  const found = workspaceRemotes().find(({ config }) => config.name === remoteName);
  if (!found) throw new Error(`No workspace package builds the remote "${remoteName}"`);
  return found;
}

export async function loadRemote<T>(id: string): Promise<T> {
  const [remoteName = '', ...rest] = id.split('/');
  const { dir, config } = findRemotePackage(remoteName);
  const exposed = config.exposes[`./${rest.join('/')}`];
  if (!exposed) throw new Error(`${remoteName} exposes no module "${rest.join('/')}"`);
  return (await import(path.join(dir, exposed))) as T;
}

export function registerRemotes(): void {}

/** Every workspace remote counts as registered: its source is right here. */
export function getInstance(): { options: { remotes: Array<{ name: string }> } } {
  return { options: { remotes: workspaceRemotes().map(({ config }) => ({ name: config.name })) } };
}
