type LoadFailedProps = { message: string; onRetry?: () => void };

/** What a screen shows when loading failed: the reason in words, and a way to try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className="remote-status remote-status--failed" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
