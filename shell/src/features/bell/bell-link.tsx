import { plural, t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { NavLink } from 'shell/router';
import { Icon } from '../../layout/icons';
import { selectUnreadNotifications } from './bell-slice';

/** What the badge says: the count, or "99+" beyond, so it stays one small round mark. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

type BellLinkProps = { onPointerEnter: () => void; onFocus: () => void };

/**
 * The navigation's bell: a link to the notifications with the unread count, live. A screen
 * reader hears the count in the link's name ("Notifications, 3 unread"); the badge says it to
 * the eye only, so it is not read twice.
 */
export function BellLink(preload: BellLinkProps) {
  const unread = useSelector(selectUnreadNotifications);
  return (
    <NavLink
      to="/notifications"
      className="nav__link nav__bell"
      aria-label={
        unread > 0 ? plural(unread, { one: `Notifications, ${unread} unread`, other: `Notifications, ${unread} unread` }) : t`Notifications`
      }
      {...preload}
    >
      <Icon name="bell" />
      <span>{t`Notifications`}</span>
      {unread > 0 && (
        <>
          {/* The words and the count read apart ("Notifications 3"), as the link's name says them. */}{' '}
          <span className="nav__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        </>
      )}
    </NavLink>
  );
}
