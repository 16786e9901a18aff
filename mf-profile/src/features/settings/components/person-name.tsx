import type { User } from 'api-contract/entities';
import { FullName } from 'shell/rich-text';

/** A person in one of the settings' lists of people: their name, and their @username under it. */
export function PersonName({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'username' | 'emojis'> }) {
  return (
    <div>
      <p className="settings__person-name" dir="auto">
        <FullName person={user} />
      </p>
      <p className="muted" dir="auto">
        @{user.username}
      </p>
    </div>
  );
}
