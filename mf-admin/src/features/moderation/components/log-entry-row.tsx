import { useId } from 'react';
import { useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { selectLogEntry, selectSuspensionHolds } from '../store/log-slice';
import { entryTitle, suspensionEndMoment, targetNames } from '../store/moderation-words';
import { LiftSuspension } from './lift-suspension';

/** One entry of the log: when, by whom, what was done to whom and to what, why, and until when. */
export function LogEntryRow({ entryId, now }: { entryId: string; now: number }) {
  const entry = useSelector(selectLogEntry(entryId));
  const holds = useSelector(selectSuspensionHolds(entryId, now));
  const titleId = useId();
  if (!entry) return null;
  const { content } = entry;
  const what = [content.title, content.text].filter(Boolean).join(': ');
  return (
    <li className="record-row moderation-entry" aria-labelledby={titleId}>
      <h3 id={titleId}>{entryTitle(entry)}</h3>
      <dl className="moderation-entry__facts">
        <dt>When</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt, now)}</time>
        </dd>
        <dt>Moderator</dt>
        <dd>@{entry.moderator.username}</dd>
        {entry.action !== 'unsuspend' && (
          <>
            <dt>What</dt>
            <dd>{what ? `The ${targetNames[entry.targetType]} “${what}”` : `A ${targetNames[entry.targetType]}`}</dd>
          </>
        )}
        <dt>Reason</dt>
        <dd className="moderation-entry__reason">{entry.reason}</dd>
        {entry.action === 'suspend' && (
          <>
            <dt>Until</dt>
            <dd>{suspensionEndMoment(entry.until) ?? 'For good'}</dd>
          </>
        )}
      </dl>
      {holds && <LiftSuspension subject={entry.subject} />}
    </li>
  );
}
