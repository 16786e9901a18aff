import { t } from '@lingui/core/macro';
import { LoadFailed } from '../ui/status';

type RemoteUnavailableProps = { label: string; onRetry: () => void };

/** What stands in for a part of the app whose remote could not be loaded. */
export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  const message = (
    <>
      <strong>{t`${label} is unavailable right now.`}</strong> {t`The rest of the app still works.`}
    </>
  );
  return <LoadFailed message={message} onRetry={onRetry} retryLabel={t`Retry`} />;
}
