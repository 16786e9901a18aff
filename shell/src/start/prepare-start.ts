import { preloadRemoteFor } from '../remotes/preload-remote';
import { importMockApi } from './mock-api-module';
import { loadRuntimeConfig, startApi, type EventSources } from './runtime-config';

/**
 * The start-up work that needs no shared module, run before the federation boundary so it
 * overlaps the download of React and the rest instead of following it: reading the page's
 * configuration, fetching the screen's remote, and starting the in-page mock when the page
 * runs on it.
 *
 * The remote is asked for before a mock starts, so on a first visit its entry usually
 * leaves before Mirage replaces `fetch`; when it does not, Mirage passes it through.
 */
export async function prepareStart(pathname: string): Promise<EventSources> {
  const config = await loadRuntimeConfig();
  preloadRemoteFor(pathname);
  return startApi(config);
}

/**
 * The same for a remote running as a page of its own, called from its entry before the async
 * boundary: its configuration and the in-page mock, started while React downloads. `admins`:
 * the seed's people the mock makes admins (mf-admin's guest).
 */
export async function prepareStandalone(options: { admins?: string[] } = {}): Promise<EventSources> {
  // A remote alone usually runs on the mock: its code is fetched while the configuration is read.
  const mock = importMockApi().catch(() => null);
  const config = await loadRuntimeConfig();
  if (config.api === 'mock') await mock;
  return startApi(config, options);
}
