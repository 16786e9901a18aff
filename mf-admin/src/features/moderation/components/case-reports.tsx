import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { ReportCase } from 'api-contract/entities';
import { formatRelativeTime } from 'shell/relative-time';
import { reasonNames } from '../store/moderation-words';

/**
 * How many open reports a case has, and the latest of them (one a person): why, in whose words, by
 * whom, when, and whether the reporter sent a copy to the server of someone of elsewhere.
 */
export function CaseReports({ reported }: { reported: ReportCase }) {
  const { reportCount, reports } = reported;
  const unshown = reportCount - reports.length;
  return (
    <div className="moderation-case__reports">
      <p>
        <strong>{plural(reportCount, { one: '# report', other: '# reports' })}</strong>
      </p>
      <ul aria-label={t`Reports of it`}>
        {reports.map((report) => {
          const reason = i18n._(reasonNames[report.reason]);
          const reporter = report.reporter.username;
          const when = formatRelativeTime(report.createdAt);
          return (
            <li key={report.reporter._id}>
              <strong>{reason}</strong> {t`by @${reporter}`}{' '}
              <time className="muted" dateTime={report.createdAt}>
                {when}
              </time>
              {report.forwarded && <span className="muted"> · {t`also sent to their server`}</span>}
              {report.text && (
                <q className="moderation-case__words" dir="auto">
                  {report.text}
                </q>
              )}
            </li>
          );
        })}
      </ul>
      {unshown > 0 && <p className="muted">{plural(unshown, { one: 'and # more', other: 'and # more' })}</p>}
    </div>
  );
}
