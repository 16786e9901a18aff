import { loadFederated } from 'federation-runtime/load-federated';
import { remoteRouteFor } from './remote-routes';

/**
 * Starts loading the remote that owns `pathname` (its entry and module), so it
 * arrives in parallel with other work instead of after the shell has rendered. A failure
 * here is ignored: the route's own load reports it, with a retry.
 */
export function preloadRemoteFor(pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (route) loadFederated(route.remote, 'module').catch(() => undefined);
}
