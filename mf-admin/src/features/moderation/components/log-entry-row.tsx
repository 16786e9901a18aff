import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { selectLogEntry, selectSuspensionHolds } from '../store/log-slice';
import { entryContent, entryTitle, suspensionEndMoment } from '../store/moderation-words';
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
        <dt>{t`When`}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt, now)}</time>
        </dd>
        <dt>{t`Moderator`}</dt>
        <dd dir="auto">@{entry.moderator.username}</dd>
        {entry.action !== 'unsuspend' && (
          <>
            <dt>{t`What`}</dt>
            <dd>{entryContent(entry.targetType, what)}</dd>
          </>
        )}
        <dt>{t`Reason`}</dt>
        <dd className="moderation-entry__reason" dir="auto">
          {entry.reason}
        </dd>
        {entry.action === 'suspend' && (
          <>
            <dt>{t`Until`}</dt>
            <dd>{suspensionEndMoment(entry.until) ?? t`For good`}</dd>
          </>
        )}
      </dl>
      {holds && <LiftSuspension subject={entry.subject} />}
    </li>
  );
}
