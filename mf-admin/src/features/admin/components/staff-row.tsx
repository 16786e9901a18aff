import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserById } from 'shell/users';
import { selectIsChangingRole, setRole } from '../store/staff-slice';
import { RoleSelect } from './role-select';

/**
 * One of the staff: who, and their role as a choice to change. The role shown is the person's
 * record in the shell's users, so a refused change leaves it as it was.
 */
export function StaffRow({ userId }: { userId: string }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUserById(userId));
  const changing = useSelector(selectIsChangingRole(userId));
  if (!user) return null;
  const { username } = user;
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <strong dir="auto">@{username}</strong> <span className="muted" dir="auto">{`${user.firstName} ${user.lastName}`}</span>
        </p>
      </div>
      <div className="admin-row__actions">
        <RoleSelect
          label={t`Role of ${username}`}
          value={user.role}
          disabled={changing}
          onChange={(role) => role !== user.role && dispatch(setRole.request({ userId, username, role }))}
        />
      </div>
    </li>
  );
}
