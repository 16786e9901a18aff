import type { ReactNode } from 'react';
import { NavLink } from 'shell/router';
import { Icon } from '../../layout/icons';

/** What a badge says: the count, or "99+" beyond, so it stays one small round mark. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

type CountedNavLinkProps = {
  to: string;
  icon: 'bell' | 'messages';
  className: string;
  /** The words beside the icon. */
  label: ReactNode;
  /** The link's name for a screen reader, which says the count ("Notifications, 3 unread"). */
  name: string;
  count: number;
  onPointerEnter: () => void;
  onFocus: () => void;
};

/**
 * A navigation link with a live count (the bell, Messages): a screen reader hears the count in
 * the link's name; the badge says it to the eye only, so it is not read twice.
 */
export function CountedNavLink({ to, icon, className, label, name, count, onPointerEnter, onFocus }: CountedNavLinkProps) {
  return (
    <NavLink to={to} className={`nav__link ${className}`} aria-label={name} onPointerEnter={onPointerEnter} onFocus={onFocus}>
      <Icon name={icon} />
      <span>{label}</span>
      {count > 0 && (
        <>
          {/* The words and the count read apart ("Notifications 3"), as the link's name says them. */}{' '}
          <span className="nav__badge" aria-hidden="true">
            {badgeText(count)}
          </span>
        </>
      )}
    </NavLink>
  );
}
