/**
 * Where each remote's manifest lives, read by the top-level page (the shell, or a remote
 * running alone) when it starts, so a remote can move without rebuilding anything.
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

/**
 * Reads the page's `remotes.json` (served beside its index.html) into the locations. The
 * page's html preloads it and a plain fetch takes that response; the servers let the browser
 * keep it only after checking with them, so a moved remote is seen on the next load.
 */
export async function loadRemoteLocations(url = '/remotes.json'): Promise<RemoteLocations> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not read the remote locations at ${url} (${response.status}).`);
  const locations = (await response.json()) as RemoteLocations;
  setRemoteLocations(locations);
  return locations;
}
