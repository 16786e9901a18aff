type RemoteLoadingProps = { label: string };

export function RemoteLoading({ label }: RemoteLoadingProps) {
  return (
    <div className="remote-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading {label}…
    </div>
  );
}

type RemoteUnavailableProps = { label: string; onRetry: () => void };

/** What stands in for a part of the app whose remote could not be loaded. */
export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  return (
    <div className="remote-status remote-status--failed" role="alert">
      <p>
        <strong>{label} is unavailable right now.</strong> The rest of the app still works.
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
