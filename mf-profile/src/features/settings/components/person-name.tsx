import type { User } from 'api-contract/entities';

/** A person in one of the settings' lists of people: their name, and their @username under it. */
export function PersonName({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'username'> }) {
  return (
    <div>
      <p className="settings__person-name" dir="auto">
        {user.firstName} {user.lastName}
      </p>
      <p className="muted" dir="auto">
        @{user.username}
      </p>
    </div>
  );
}
