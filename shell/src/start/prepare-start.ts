import { preloadRemoteFor } from '../remotes/preload-remote';
import type { RuntimeConfig } from 'api-contract/runtime-config';
import { loadRuntimeConfig, startApi } from './runtime-config';

/**
 * The start-up work that needs no shared module, run before the federation boundary so it
 * overlaps the download of React and the rest instead of following it: reading the page's
 * configuration, fetching the screen's remote, and starting the in-page mock when the page
 * runs on it.
 *
 * The remote is asked for before a mock starts, so on a first visit its manifest usually
 * leaves before Mirage replaces `fetch`; when it does not, Mirage passes it through.
 */
export async function prepareStart(pathname: string): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig();
  preloadRemoteFor(pathname);
  await startApi(config);
  return config;
}
