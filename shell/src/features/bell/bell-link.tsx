import { plural, t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { selectUnreadNotifications } from './bell-slice';
import { CountedNavLink } from './counted-nav-link';

export { badgeText } from './counted-nav-link';

type BellLinkProps = { onPointerEnter: () => void; onFocus: () => void };

/** The navigation's bell: a link to the notifications with the unread count, live. */
export function BellLink(preload: BellLinkProps) {
  const unread = useSelector(selectUnreadNotifications);
  return (
    <CountedNavLink
      to="/notifications"
      icon="bell"
      className="nav__bell"
      label={t`Notifications`}
      name={
        unread > 0 ? plural(unread, { one: `Notifications, ${unread} unread`, other: `Notifications, ${unread} unread` }) : t`Notifications`
      }
      count={unread}
      {...preload}
    />
  );
}
