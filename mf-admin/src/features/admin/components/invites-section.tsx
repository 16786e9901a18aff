import { t } from '@lingui/core/macro';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchInvites, selectInviteList } from '../store/invites-slice';
import { InviteForm } from './invite-form';
import { InviteRow } from './invite-row';
import { PagedListView } from 'shell/paged-list-view';

/** "Invite codes": making one, and every code made, the newest first, with who joined with each. */
export function InvitesSection() {
  const dispatch = useDispatch();
  const list = useSelector(selectInviteList);
  const load = useCallback((cursor: string | null) => dispatch(fetchInvites.request({ cursor })), [dispatch]);

  useEffect(() => {
    load(null);
  }, [load]);

  return (
    <section className="admin__section" aria-labelledby="invites-heading">
      <h2 id="invites-heading">{t`Invite codes`}</h2>
      <InviteForm />
      <PagedListView list={list} label={t`the invite codes`} empty={t`No invite codes yet.`} onLoad={load}>
        <ul className="record-list" aria-labelledby="invites-heading">
          {list.ids.map((code) => (
            <InviteRow key={code} code={code} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}
