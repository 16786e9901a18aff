import { t } from '@lingui/core/macro';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchSignups, selectSignupList } from '../store/signups-slice';
import { PagedListView } from 'shell/paged-list-view';
import { SignupRow } from './signup-row';

/** "Waiting to join": the signups an admin approves or refuses (registration `approval`), the oldest first. */
export function SignupsSection() {
  const dispatch = useDispatch();
  const list = useSelector(selectSignupList);
  const load = useCallback((cursor: string | null) => dispatch(fetchSignups.request({ cursor })), [dispatch]);

  useEffect(() => {
    load(null);
  }, [load]);

  return (
    <section className="admin__section" aria-labelledby="signups-heading">
      <h2 id="signups-heading">{t`Waiting to join`}</h2>
      <PagedListView list={list} label={t`the waiting list`} empty={t`No one is waiting to join.`} onLoad={load}>
        <ul className="record-list" aria-labelledby="signups-heading">
          {list.ids.map((id) => (
            <SignupRow key={id} signupId={id} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}
