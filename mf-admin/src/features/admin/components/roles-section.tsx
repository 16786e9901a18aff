import { t } from '@lingui/core/macro';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchStaff, selectRoleRefusal, selectStaffList } from '../store/staff-slice';
import { GiveRoleForm } from './give-role-form';
import { PagedListView } from 'shell/paged-list-view';
import { StaffRow } from './staff-row';

/** "Roles": the moderators and admins, admins first, each role a choice to change, and a form to give one to anyone else. */
export function RolesSection() {
  const dispatch = useDispatch();
  const list = useSelector(selectStaffList);
  const refusal = useSelector(selectRoleRefusal);
  const load = useCallback((cursor: string | null) => dispatch(fetchStaff.request({ cursor })), [dispatch]);

  useEffect(() => {
    load(null);
  }, [load]);

  return (
    <section className="admin__section" aria-labelledby="roles-heading">
      <h2 id="roles-heading">{t`Roles`}</h2>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal.message}
        </p>
      )}
      <PagedListView list={list} label={t`the staff`} empty={t`No one has a role yet.`} onLoad={load}>
        <ul className="record-list" aria-label={t`Staff`}>
          {list.ids.map((id) => (
            <StaffRow key={id} userId={id} />
          ))}
        </ul>
      </PagedListView>
      <GiveRoleForm />
    </section>
  );
}
