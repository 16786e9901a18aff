import { t } from '@lingui/core/macro';
import type { User } from 'api-contract/entities';
import { Avatar } from './avatar';
import { FullName } from './rich-text';

type MentionOptionsProps = {
  id: string;
  users: User[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (username: string) => void;
  onHighlight: (index: number) => void;
};

/**
 * The mention field's listbox: the people offered, the highlighted one marked selected. It is
 * always in the page (hidden while empty) so the field's `aria-controls` names an element.
 * Focus stays in the field: a press on an option does not take it.
 */
export function MentionOptions({ id, users, activeIndex, optionId, onChoose, onHighlight }: MentionOptionsProps) {
  return (
    <ul id={id} role="listbox" aria-label={t`People to mention`} className="mention-field__options" hidden={users.length === 0}>
      {users.map((user, index) => (
        // The keys are the field's (the combobox pattern keeps focus there), so an option has a click only.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={user._id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="mention-field__option"
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onChoose(user.username)}
        >
          <Avatar person={user} size="small" />
          <span>
            <span dir="auto">{user.username}</span>{' '}
            <span className="muted" dir="auto">
              <FullName person={user} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
