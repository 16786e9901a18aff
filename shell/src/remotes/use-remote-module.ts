import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { loadFederated } from 'federation-runtime/load-federated';
import type { RegistryStore } from '../store/create-app-store';
import { addModuleCatalogues } from '../i18n/catalogues';
import type { RemoteId, RemoteModule } from '../store/remote-module';

export type RemoteModuleState<Id extends RemoteId = RemoteId> =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule<Id> } | { status: 'failed'; retry: () => void };

/**
 * Loads a remote's `./module` and registers its reducers and saga with this page's store, and
 * loads its words in the language in use, before handing it back, so the remote's first render
 * already finds its state and speaks the page's language.
 */
export function useRemoteModule<Id extends RemoteId>(remote: Id): RemoteModuleState<Id> {
  const { registerModule } = useStore() as RegistryStore;
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load, kept with the remote and attempt it belongs to: until the
  // current load settles, the state is 'loading'.
  const [settled, setSettled] = useState<{ key: string; state: RemoteModuleState<Id> } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const key = `${remote}#${attempt}`;

  useEffect(() => {
    let current = true;
    loadFederated<RemoteModule<Id> | { default: RemoteModule<Id> }>(remote, 'module')
      .then(async (loaded) => {
        const module = 'default' in loaded ? loaded.default : loaded;
        registerModule(module);
        await addModuleCatalogues(module);
        if (current) setSettled({ key, state: { status: 'ready', module } });
      })
      .catch(() => current && setSettled({ key, state: { status: 'failed', retry } }));
    return () => {
      current = false;
    };
  }, [remote, key, registerModule, retry]);

  return settled?.key === key ? settled.state : { status: 'loading' };
}
