import type { ReportCase } from 'api-contract/entities';
import { formatRelativeTime } from 'shell/relative-time';
import { reasonNames } from '../store/moderation-words';

/** How many open reports a case has, and the latest of them (one a person): why, in whose words, by whom, when. */
export function CaseReports({ reported }: { reported: ReportCase }) {
  const { reportCount, reports } = reported;
  const unshown = reportCount - reports.length;
  return (
    <div className="moderation-case__reports">
      <p>
        <strong>{reportCount === 1 ? '1 report' : `${reportCount} reports`}</strong>
      </p>
      <ul aria-label="Reports of it">
        {reports.map((report) => (
          <li key={report.reporter._id}>
            <strong>{reasonNames[report.reason]}</strong> by @{report.reporter.username}{' '}
            <time className="muted" dateTime={report.createdAt}>
              {formatRelativeTime(report.createdAt)}
            </time>
            {report.text && <q className="moderation-case__words">{report.text}</q>}
          </li>
        ))}
      </ul>
      {unshown > 0 && <p className="muted">and {unshown} more</p>}
    </div>
  );
}
