import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatMoment } from '../format-moment';
import { fetchJobs, selectJobsReading, selectJobsReport } from '../store/jobs-slice';
import { FailingInboxes } from './failing-inboxes';
import { JobQueueRow } from './job-queue-row';

/** The operator's setting that turns mail on, as it is written (a placeholder, so no translation changes it). */
const mailSetting = 'SOCIAL_SMTP_URL';

/** Whether the server sends mail, in words: without it, a member who forgets their password needs an admin's link. */
function MailState({ mail }: { mail: boolean }) {
  if (mail) return <p>{t`This server sends mail.`}</p>;
  return (
    <p>
      {t`Mail is off: this server sends no mail, so members who forget their password need a reset link from an admin. The operator turns mail on with ${mailSetting} (see the operations guide).`}
    </p>
  );
}

/**
 * "Mail and background work": whether the server sends mail, each queue of the work it does
 * after answering (jobs waiting, running and failed, the last failure), and the other servers that
 * did not take deliveries, read again on Refresh.
 */
export function JobsSection() {
  const dispatch = useDispatch();
  const report = useSelector(selectJobsReport);
  const { pending, error } = useSelector(selectJobsReading);
  const refresh = useCallback(() => dispatch(fetchJobs.request()), [dispatch]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const checked = report ? formatMoment(report.readAt) : '';
  return (
    <section className="admin__section" aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">{t`Mail and background work`}</h2>
      {report && <MailState mail={report.mail} />}
      {report &&
        (report.queues.length === 0 ? (
          <p className="muted">{t`No work has been queued yet.`}</p>
        ) : (
          <ul className="record-list" aria-label={t`Work queues`}>
            {report.queues.map((queue) => (
              <JobQueueRow key={queue.name} queue={queue} />
            ))}
          </ul>
        ))}
      {report && <FailingInboxes inboxes={report.failingInboxes} />}
      {/* Read again, the time changes: a screen reader hears that the numbers are new. */}
      <p className="muted" role="status">
        {report && (
          <Trans>
            Checked: <time dateTime={report.readAt}>{checked}</time>
          </Trans>
        )}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={pending} onClick={refresh}>
        {pending ? t`Refreshing…` : t`Refresh`}
      </button>
    </section>
  );
}
