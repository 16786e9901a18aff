import type { ChangeEvent } from 'react';
import { roles, type Role } from 'api-contract/runtime-config';

const roleNames: Record<Role, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };

type RoleSelectProps = { id?: string; label?: string; value: Role; disabled?: boolean; onChange: (role: Role) => void };

/** A choice of the contract's roles; what it sends is always one of them, whatever the element says. */
export function RoleSelect({ id, label, value, disabled = false, onChange }: RoleSelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const role = roles.find((name) => name === event.target.value);
    if (role) onChange(role);
  };
  return (
    <select id={id} aria-label={label} className="input admin__select" value={value} disabled={disabled} onChange={change}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleNames[role]}
        </option>
      ))}
    </select>
  );
}
