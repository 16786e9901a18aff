import { t } from '@lingui/core/macro';
import { Link } from 'shell/router';
import { UserSearch } from './user-search';

/** Shown on small screens only: the short brand label, the user search and the logo. */
export function MobileTopBar() {
  return (
    <header className="top-bar">
      <Link to="/home" className="top-bar__brand" translate="no">
        Social
      </Link>
      <UserSearch />
      <svg className="top-bar__logo" viewBox="0 0 32 32" role="img" aria-label={t`Social logo`}>
        <circle cx="16" cy="16" r="15" fill="var(--accent)" />
        <circle cx="11" cy="14" r="4" fill="#fff" />
        <circle cx="21" cy="14" r="4" fill="#fff" />
        <path d="M8 23q8 6 16 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
    </header>
  );
}
