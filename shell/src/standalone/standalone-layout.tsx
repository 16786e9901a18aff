import { t } from '@lingui/core/macro';
import { NavLink, Outlet } from 'shell/router';
import { useFreshProfile } from '../features/users';

type StandaloneLayoutProps = { remote: string; links: Array<{ to: string; label: string }> };

/** The frame of a remote running alone: says so, and links to that remote's own pages. */
export function StandaloneLayout({ remote, links }: StandaloneLayoutProps) {
  useFreshProfile();
  return (
    <div className="standalone">
      <header className="top-bar standalone__bar">
        <strong>{t`${remote} running alone`}</strong>
        <nav aria-label={t`This remote's pages`} className="standalone__links">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="app-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
