import { useId } from 'react';
import { useSelector } from 'react-redux';
import { caseTitle } from '../store/moderation-words';
import { selectCase } from '../store/reports-slice';
import { CaseActions } from './case-actions';
import { CaseAuthor } from './case-author';
import { CaseReports } from './case-reports';
import { ReportedContent } from './reported-content';

/** One case of the queue: what was reported, its author, the reports, and what a moderator can do about it. */
export function CaseCard({ caseKey, now }: { caseKey: string; now: number }) {
  const reported = useSelector(selectCase(caseKey));
  const titleId = useId();
  if (!reported) return null;
  return (
    <li className="record-row moderation-case" aria-labelledby={titleId}>
      <h3 id={titleId}>{caseTitle(reported)}</h3>
      <ReportedContent reported={reported} />
      <CaseAuthor author={reported.author} now={now} />
      <CaseReports reported={reported} />
      <CaseActions reported={reported} />
    </li>
  );
}
