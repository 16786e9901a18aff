import { t } from '@lingui/core/macro';
import { NavLink } from 'shell/router';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'button button--primary' : 'button');

/**
 * The posts one keeps, bookmarked or liked, each a screen of its own: links between the two, the
 * current one marked (as apps have Bookmarks beside Favourites).
 */
export function KeptListsNav() {
  return (
    <nav className="kept-lists" aria-label={t`Posts you kept`}>
      <NavLink to="/bookmark" className={linkClass}>
        {t`Bookmarked`}
      </NavLink>
      <NavLink to="/liked" className={linkClass}>
        {t`Liked`}
      </NavLink>
    </nav>
  );
}
