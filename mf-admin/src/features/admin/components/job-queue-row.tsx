import { t } from '@lingui/core/macro';
import type { JobQueue } from 'api-contract/entities';
import { LastFailure } from './last-failure';

/**
 * One queue of background work: its name (the server's, never translated), how many of its jobs
 * wait, run and failed, and its last failure: when, and the error in the words it was raised with.
 */
export function JobQueueRow({ queue }: { queue: JobQueue }) {
  const { name, waiting, running, failed, lastFailure } = queue;
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <code className="admin__code" translate="no">
            {name}
          </code>
        </p>
        <dl className="admin__counts">
          <div>
            <dt>{t({ message: 'Waiting', context: 'jobs' })}</dt>
            <dd>{waiting}</dd>
          </div>
          <div>
            <dt>{t({ message: 'Running', context: 'jobs' })}</dt>
            <dd>{running}</dd>
          </div>
          <div>
            <dt>{t({ message: 'Failed', context: 'jobs' })}</dt>
            <dd>{failed}</dd>
          </div>
        </dl>
        {lastFailure ? <LastFailure at={lastFailure.at} error={lastFailure.error} /> : <p className="muted">{t`No failures.`}</p>}
      </div>
    </li>
  );
}
