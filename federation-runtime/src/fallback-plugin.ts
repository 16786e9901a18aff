import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A runtime plugin every federated build carries. When a remote's module cannot be loaded
 * (its server is down, or its entry is broken) it hands back a marker module instead of
 * letting the failure escape into the federation runtime; `loadFederated` turns the marker
 * into a `RemoteUnavailableError` that the page shows with a retry.
 *
 * It must not import React (or any shared module) at its top level: the plugin runs before
 * sharing is set up, and such an import breaks the whole app.
 */
export const unavailableMarker = '__socialRemoteUnavailable__';

export type UnavailableModule = { [unavailableMarker]: true; id: string; reason: string };

const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'social-remote-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    const reason = error instanceof Error ? error.message : String(error);
    // Only a module load gets a stand-in; during shared-module setup the remote is skipped.
    if (lifecycle !== 'onLoad') return undefined;
    const fallback: UnavailableModule = { [unavailableMarker]: true, id, reason };
    return fallback;
  },
});

export default fallbackPlugin;
