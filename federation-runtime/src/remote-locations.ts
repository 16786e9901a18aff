/**
 * Where each remote's entry (`remoteEntry.js`) lives, set by the top-level page (the shell, or a remote
 * running alone) from its runtime configuration when it starts, so a remote can move without
 * rebuilding anything.
 *
 * Kept on `globalThis` because every federated build bundles its own copy of this module:
 * the shell sets the locations once and a remote that loads another remote (mf-profile
 * loading the post card of mf-feed) reads the same ones.
 */
export type RemoteLocations = Record<string, string>;

const storeKey = '__SOCIAL_REMOTE_LOCATIONS__';
type WithLocations = typeof globalThis & { [storeKey]?: RemoteLocations };

export function setRemoteLocations(locations: RemoteLocations): void {
  const global = globalThis as WithLocations;
  global[storeKey] = { ...global[storeKey], ...locations };
}

export function getRemoteLocation(remote: string): string | undefined {
  return (globalThis as WithLocations)[storeKey]?.[remote];
}
