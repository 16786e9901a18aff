import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { hasRole } from 'api-contract/runtime-config';
import { NavLink } from 'shell/router';
import { logoutRequested, selectSignedIn } from '../features/session';
import { selectCurrentUser } from '../features/users';
import { Icon } from './icons';
import { preloadRemoteFor } from '../remotes/preload-remote';
import { NewPostButton } from './new-post-button';
import { BellLink, MessagesLink } from '../features/bell';
import { searchPath } from '../app/paths';
import { Avatar } from '../ui/avatar';

/**
 * Bottom bar on small screens, left column on large ones (the CSS decides); one's messages and
 * the bell, each with its unread count; the moderation screen for moderators and admins, the admin screen for admins only.
 */
export function SideNav() {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const user = useSelector(selectCurrentUser);
  const profilePath = `/profile/${encodeURIComponent(me?.username ?? '')}`;

  // Pointing at or focusing a link starts loading its remote before the click.
  const preload = (path: string) => ({ onPointerEnter: () => preloadRemoteFor(path), onFocus: () => preloadRemoteFor(path) });

  return (
    <nav className="nav" aria-label={t`Main`}>
      <NavLink to="/home" className="nav__link" {...preload('/home')}>
        <Icon name="home" />
        <span>{t`Home`}</span>
      </NavLink>
      <NavLink to="/explore" className="nav__link" {...preload('/explore')}>
        <Icon name="explore" />
        <span>{t`Explore`}</span>
      </NavLink>
      {/* A phone has the top bar's search box; a desktop's is Home's alone without this. */}
      <NavLink to={searchPath()} className="nav__link nav__search" {...preload(searchPath())}>
        <Icon name="search" />
        <span>{t`Search`}</span>
      </NavLink>
      <NavLink to="/bookmark" className="nav__link" {...preload('/bookmark')}>
        <Icon name="bookmark" />
        <span>{t`Bookmark`}</span>
      </NavLink>
      <MessagesLink {...preload('/messages')} />
      <BellLink {...preload('/notifications')} />
      {user && hasRole(user.role, 'moderator') && (
        <NavLink to="/moderation" className="nav__link" {...preload('/moderation')}>
          <Icon name="moderation" />
          <span>{t`Moderation`}</span>
        </NavLink>
      )}
      {user?.role === 'admin' && (
        <NavLink to="/admin" className="nav__link" {...preload('/admin')}>
          <Icon name="admin" />
          <span>{t`Admin`}</span>
        </NavLink>
      )}
      <NavLink to={profilePath} className="nav__link nav__profile" {...preload(profilePath)}>
        <Icon name="profile" />
        <span>{t`My Profile`}</span>
      </NavLink>
      <NewPostButton />
      <NavLink to={profilePath} className="nav__link nav__avatar" aria-label={t`Your profile`}>
        {user ? <Avatar person={user} size="small" /> : <Icon name="profile" />}
      </NavLink>
      <button type="button" className="nav__link nav__logout" onClick={() => dispatch(logoutRequested())}>
        <Icon name="logout" />
        <span>{t`Logout`}</span>
      </button>
    </nav>
  );
}
