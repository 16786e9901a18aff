import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

type LoadingProps = { label: string };

/** What a part of a screen shows while it waits: a spinner and "Loading <label>…". */
export function Loading({ label }: LoadingProps) {
  return (
    <div className="remote-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t`Loading ${label}…`}
    </div>
  );
}

type LoadFailedProps = { message: ReactNode; onRetry?: () => void; retryLabel?: string };

/** What a screen shows when loading failed: the reason in words, and a way to try again. */
export function LoadFailed({ message, onRetry, retryLabel = t`Try again` }: LoadFailedProps) {
  return (
    <div className="remote-status remote-status--failed" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
