import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import './offline-notice.css';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has no network. */
export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );

/**
 * The app's offline state: the shell and its screens still open (the service worker keeps their
 * files), but what needs the server (new posts, every change) waits for the network.
 */
export function OfflineNotice() {
  const offline = useOffline();
  return (
    // A live region that is there before it has anything to say, so going offline is announced;
    // polite, and no status role while empty (a page's own status stays the one status on it).
    <div className="offline-notice" aria-live="polite">
      {offline && (
        <p className="offline-notice__text">
          <strong>{t`You are offline.`}</strong> {t`New posts and your changes need a connection; this page still works with what it has.`}
        </p>
      )}
    </div>
  );
}
