import { loadRemoteLocations } from 'tooling/federation/remote-locations';
import { preloadRemoteFor } from '../remotes/preload-remote';

/**
 * The start-up work that needs no shared module, run before the federation boundary so it
 * overlaps the download of React and the rest instead of following it: reading where the
 * remotes are, fetching the screen's remote, and starting the mock API.
 *
 * The remote is asked for before the mock API starts, so on a first visit its manifest
 * usually leaves before Mirage replaces `fetch`; when it does not, Mirage passes it through.
 */
export async function prepareStart(pathname: string): Promise<void> {
  // Until a real server exists the API is answered inside the page; it is its own chunk.
  const mockApi = import(/* webpackChunkName: "mock-api" */ 'mock-api/server');
  await loadRemoteLocations().catch((error: unknown) => console.error(error));
  preloadRemoteFor(pathname);
  const { startMockApi } = await mockApi;
  startMockApi();
}
