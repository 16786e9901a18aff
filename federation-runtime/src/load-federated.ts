import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { unavailableMarker } from './fallback-plugin';
import { getRemoteLocation } from './remote-locations';

/** A remote's module could not be had: its server is down, slow, or not configured. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** How long a remote may take before its part of the page says it is unavailable. */
export const remoteTimeoutMs = 8000;

function isUnavailable(module: unknown): boolean {
  return typeof module === 'object' && module !== null && unavailableMarker in module;
}

/**
 * Registers the remote on this build's federation instance (each build has its own),
 * from the locations the top-level page read. `force` drops what an earlier, failed
 * attempt left cached, so a retry really fetches again.
 */
function register(remote: string, force: boolean): void {
  const registered = getInstance()?.options.remotes.some((entry) => entry.name === remote) ?? false;
  if (registered && !force) return;
  const entry = getRemoteLocation(remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'no location is configured for it');
  registerRemotes([{ name: remote, entry }], { force });
}

async function withTimeout<T>(promise: Promise<T>, remote: string, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const failedRemotes = new Set<string>();

/**
 * Loads the module a remote exposes (`loadFederated('mf_feed', 'module')`), or fails with a
 * `RemoteUnavailableError` within `timeoutMs`. Calling it again after a failure retries.
 */
export async function loadFederated<T>(remote: string, exposed: string, timeoutMs = remoteTimeoutMs): Promise<T> {
  try {
    register(remote, failedRemotes.has(remote));
    const module = await withTimeout(loadRemote<T>(`${remote}/${exposed}`), remote, timeoutMs);
    if (module === null || module === undefined || isUnavailable(module)) {
      throw new RemoteUnavailableError(remote, 'its module did not load');
    }
    failedRemotes.delete(remote);
    return module;
  } catch (error) {
    failedRemotes.add(remote);
    throw error instanceof RemoteUnavailableError
      ? error
      : new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
}
