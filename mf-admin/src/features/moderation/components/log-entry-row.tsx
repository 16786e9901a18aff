import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { selectLogEntry, selectSuspensionHolds } from '../store/log-slice';
import { entryContent, entryTitle, serverBlockWords, suspensionEndMoment } from '../store/moderation-words';
import { LiftSuspension } from './lift-suspension';

/** One entry of the log: when, by whom, what was done to whom and to what, why, and until when. */
export function LogEntryRow({ entryId, now }: { entryId: string; now: number }) {
  const entry = useSelector(selectLogEntry(entryId));
  const holds = useSelector(selectSuspensionHolds(entryId, now));
  const titleId = useId();
  if (!entry) return null;
  const { content, targetType } = entry;
  const what = [content.title, content.text].filter(Boolean).join(': ');
  const blockWords = serverBlockWords(entry);
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
        {entry.action !== 'unsuspend' && targetType !== 'server' && (
          <>
            <dt>{t`What`}</dt>
            <dd>{entryContent(targetType, what)}</dd>
          </>
        )}
        {blockWords && (
          <>
            <dt>{t`Images`}</dt>
            <dd>{blockWords}</dd>
          </>
        )}
        <dt>{t`Reason`}</dt>
        <dd className="moderation-entry__reason" dir="auto">
          {entry.reason || t`None given`}
        </dd>
        {entry.action === 'suspend' && (
          <>
            <dt>{t`Until`}</dt>
            <dd>{suspensionEndMoment(entry.until) ?? t`For good`}</dd>
          </>
        )}
      </dl>
      {holds && entry.subject && <LiftSuspension subject={entry.subject} />}
    </li>
  );
}
