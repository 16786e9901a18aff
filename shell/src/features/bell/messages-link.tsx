import { plural, t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { NavLink } from 'shell/router';
import { Icon } from '../../layout/icons';
import { badgeText } from './bell-link';
import { selectUnreadConversations } from './bell-slice';

type MessagesLinkProps = { onPointerEnter: () => void; onFocus: () => void };

/**
 * The navigation's link to one's conversations, with how many have messages one has not read,
 * live (the private stream), said as the bell says its count.
 */
export function MessagesLink(preload: MessagesLinkProps) {
  const unread = useSelector(selectUnreadConversations);
  return (
    <NavLink
      to="/messages"
      className="nav__link nav__messages"
      aria-label={
        unread > 0
          ? plural(unread, { one: `Messages, ${unread} unread conversation`, other: `Messages, ${unread} unread conversations` })
          : t`Messages`
      }
      {...preload}
    >
      <Icon name="messages" />
      <span>{t`Messages`}</span>
      {unread > 0 && (
        <>
          {' '}
          <span className="nav__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        </>
      )}
    </NavLink>
  );
}
