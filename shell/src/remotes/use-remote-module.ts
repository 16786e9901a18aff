import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { loadFederated } from 'tooling/federation/load-federated';
import type { RegistryStore } from '../store/create-app-store';
import type { RemoteModule } from '../store/remote-module';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; retry: () => void };

/**
 * Loads a remote's `./module` and registers its reducers and saga with this page's store
 * before handing it back, so the remote's first render already finds its state.
 */
export function useRemoteModule(remote: string): RemoteModuleState {
  const { registerModule } = useStore() as RegistryStore;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadFederated<RemoteModule | { default: RemoteModule }>(remote, 'module').then(
      (loaded) => {
        const module = 'default' in loaded ? loaded.default : loaded;
        registerModule(module);
        if (current) setState({ status: 'ready', module });
      },
      () => current && setState({ status: 'failed', retry }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, registerModule, retry]);

  return state;
}
