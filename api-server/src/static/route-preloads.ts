import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { RemoteApp } from '../config';

/** What a remote's build says of itself (`mf-manifest.json`): the parts a page needs first. */
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
};

/** The shell's routes and the remote that renders each, as the shell's build writes them. */
const RemoteRoutesSchema = v.array(v.object({ path: v.string(), remote: v.string() }));
export type RemoteRouteEntry = v.InferOutput<typeof RemoteRoutesSchema>[number];

/** The shell's route table from its build (`remote-routes.json`), or none when it has not a readable one. */
export function readRemoteRoutes(shellDist: string): RemoteRouteEntry[] {
  try {
    const read = v.safeParse(RemoteRoutesSchema, JSON.parse(readFileSync(path.join(shellDist, 'remote-routes.json'), 'utf8')));
    return read.success ? read.output : [];
  } catch {
    return [];
  }
}

/**
 * The files of `remote`'s `./module` a page will load, as its build's manifest lists them: the
 * remote's entry and the module's own chunks (not its lazy ones, nor its copies of shared
 * libraries, which the shell provides). Read on each page, so a remote rebuilt and deployed
 * alone is named as it is now; none when its build is not beside this server.
 */
export async function remoteFiles(remote: RemoteApp): Promise<string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(remote.dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    return [];
  }
  const entry = manifest.metaData?.remoteEntry;
  const module = manifest.exposes?.find((expose) => expose.name === 'module');
  const files = [...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []), ...(module?.assets?.js?.sync ?? [])];
  return files.map((file) => new URL(file, remote.url).href);
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with the browser told to fetch `files` at once, beside the shell's own scripts, instead
 * of after the shell has started and asked the remote for its manifest. `<link rel=preload>`
 * without `crossorigin`, as the federation runtime and webpack load scripts, so the preloaded
 * response is the one they use.
 */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((href) => `<link rel="preload" as="script" href="${attribute(href)}" />`).join('');
  return html.replace('</head>', `${links}</head>`);
}
