import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { fetchLog, selectLogList } from '../store/log-slice';
import { LogEntryRow } from './log-entry-row';

/** The moderation log, the latest first: every action ever taken, kept and never edited, read afresh on each visit. */
export function ModerationLog() {
  const dispatch = useDispatch();
  const list = useSelector(selectLogList);
  const load = useCallback((cursor: string | null) => dispatch(fetchLog.request({ cursor })), [dispatch]);
  // One moment for the whole list, so each suspension is judged as holding or not against the same time.
  const [now] = useState(Date.now);

  useEffect(() => {
    load(null);
  }, [load]);

  return (
    <PagedListView list={list} label={t`the moderation log`} empty={t`No moderator has acted yet.`} onLoad={load}>
      <ul className="record-list" aria-label={t`Moderation log`}>
        {list.ids.map((id) => (
          <LogEntryRow key={id} entryId={id} now={now} />
        ))}
      </ul>
    </PagedListView>
  );
}
