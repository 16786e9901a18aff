import { Trans } from '@lingui/react/macro';
import { formatMoment } from '../format-moment';

/** When something last failed, and its error in the words it was raised with (never translated). */
export function LastFailure({ at, error }: { at: string; error: string }) {
  const failedAt = formatMoment(at);
  return (
    <p>
      <Trans>
        Last failure, <time dateTime={at}>{failedAt}</time>:
      </Trans>{' '}
      <span className="admin__job-error" dir="auto" translate="no">
        {error}
      </span>
    </p>
  );
}
