import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { fetchReports, selectCaseList } from '../store/reports-slice';
import { CaseCard } from './case-card';

/** The queue: what is reported and still open, the most reported and then the latest first, read afresh on each visit. */
export function ReportsQueue() {
  const dispatch = useDispatch();
  const list = useSelector(selectCaseList);
  const load = useCallback((cursor: string | null) => dispatch(fetchReports.request({ cursor })), [dispatch]);
  // One moment for the whole queue, so each author's suspension is judged against the same time.
  const [now] = useState(Date.now);

  useEffect(() => {
    load(null);
  }, [load]);

  return (
    <PagedListView list={list} label={t`the reports`} empty={t`No open reports. Nothing waits for a moderator.`} onLoad={load}>
      <ul className="record-list" aria-label={t`Open reports`}>
        {list.ids.map((key) => (
          <CaseCard key={key} caseKey={key} now={now} />
        ))}
      </ul>
    </PagedListView>
  );
}
