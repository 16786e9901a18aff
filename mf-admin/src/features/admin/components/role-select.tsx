import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangeEvent } from 'react';
import { roles, type Role } from 'api-contract/runtime-config';

const roleNames: Record<Role, MessageDescriptor> = {
  member: msg({ message: 'Member', context: 'role' }),
  moderator: msg({ message: 'Moderator', context: 'role' }),
  admin: msg({ message: 'Admin', context: 'role' }),
};

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
          {i18n._(roleNames[role])}
        </option>
      ))}
    </select>
  );
}
