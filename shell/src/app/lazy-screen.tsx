import { t } from '@lingui/core/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { LoadFailed, Loading } from '../ui/status';

type Fetched = { status: 'loading' } | { status: 'loaded'; Screen: ComponentType } | { status: 'failed' };

/**
 * A screen loaded when it is first opened: a spinner while its chunk comes. A chunk that cannot be
 * fetched (no network, or a deploy since the page loaded) is said in words with Try again, which
 * fetches it afresh. Its words are read when it renders, in the language in use.
 */
export function LazyScreen({ load }: { load: () => Promise<ComponentType> }) {
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (Screen) => current && setFetched({ status: 'loaded', Screen }),
      () => current && setFetched({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (fetched.status === 'loaded') return <fetched.Screen />;
  if (fetched.status === 'loading') return <Loading label={t`the page`} />;
  const label = t`The page`;
  const tryAgain = () => {
    setFetched({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return <LoadFailed message={t`${label} could not be shown.`} onRetry={tryAgain} />;
}
