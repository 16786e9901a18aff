import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Role } from 'api-contract/runtime-config';
import { giveRole, selectRoleGiving } from '../store/staff-slice';
import { RoleSelect } from './role-select';

/** "Give a role": anyone, named by username, made a moderator or an admin (or a member again). */
export function GiveRoleForm() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectRoleGiving);
  const [username, setUsername] = useState('');
  const [role, setRoleChoice] = useState<Role>('moderator');
  const [missing, setMissing] = useState(false);
  const usernameId = useId();
  const roleId = useId();
  const wasPending = useRef(false);

  // Empty once the role was given (the call was under way, and ended without a reason to show).
  useEffect(() => {
    if (wasPending.current && !pending && error === null) setUsername('');
    wasPending.current = pending;
  }, [pending, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(name === '');
    if (name !== '' && !pending) dispatch(giveRole.request({ username: name, role }));
  };

  const problem = missing ? t`Enter a username.` : error;
  return (
    <form className="admin__form" onSubmit={submit} noValidate aria-labelledby="give-role-heading">
      <h3 id="give-role-heading">{t`Give a role`}</h3>
      <div className="admin__fields">
        <div className="field">
          <label htmlFor={usernameId}>{t`Username`}</label>
          <input
            id={usernameId}
            className="input"
            value={username}
            autoComplete="off"
            aria-invalid={problem !== null}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={roleId}>{t`Role`}</label>
          <RoleSelect id={roleId} value={role} onChange={setRoleChoice} />
        </div>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t`Giving…` : t`Give the role`}
      </button>
    </form>
  );
}
