import { plural, t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { selectUnreadConversations } from './bell-slice';
import { CountedNavLink } from './counted-nav-link';

type MessagesLinkProps = { onPointerEnter: () => void; onFocus: () => void };

/** The navigation's link to one's conversations, with how many have messages one has not read, live (the private stream). */
export function MessagesLink(preload: MessagesLinkProps) {
  const unread = useSelector(selectUnreadConversations);
  return (
    <CountedNavLink
      to="/messages"
      icon="messages"
      className="nav__messages"
      label={t`Messages`}
      name={
        unread > 0
          ? plural(unread, { one: `Messages, ${unread} unread conversation`, other: `Messages, ${unread} unread conversations` })
          : t`Messages`
      }
      count={unread}
      {...preload}
    />
  );
}
