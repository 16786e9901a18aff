import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { namesSomeoneElsewhere } from 'api-contract/rules/handle-rules';
import { LoadFailed, Loading } from 'shell/status';
import { FoundUser } from 'shell/user-search';
import { searchUsers, selectUserSearch } from 'shell/users';

type PeopleResultsProps = { q: string };

/**
 * The people whose username holds `q` (the shell's user search, which owns users); with no
 * `q`, the most followed; the person of another server `q` names whole (`@name@host`), found
 * there. Nobody's username here is longer than its limit, so any other longer text asks nothing.
 */
export function PeopleResults({ q }: PeopleResultsProps) {
  const dispatch = useDispatch();
  const possible = q.length <= limits.usernameMax || namesSomeoneElsewhere(q);
  const { ids, status, error } = useSelector(selectUserSearch(q));
  const search = () => dispatch(searchUsers.request({ query: q }));
  useEffect(() => {
    if (possible) dispatch(searchUsers.request({ query: q }));
  }, [dispatch, q, possible]);

  if (!possible) return <p className="muted">{t`No people match "${q}".`}</p>;
  if (status === 'failed') return <LoadFailed message={error ?? t`Could not search for people.`} onRetry={search} />;
  // What an earlier search found stays while the same search is asked again.
  if (ids.length === 0 && status !== 'loaded')
    return <Loading label={t({ message: 'people', comment: 'What is loading, as the shell says it: "Loading {label}…"' })} />;
  if (ids.length === 0) return <p className="muted">{t`No people match "${q}".`}</p>;
  return (
    <ul
      className="search-results search-results--people"
      aria-label={q ? t`People matching "${q}"` : t`Most followed people`}
      aria-busy={status === 'loading'}
    >
      {ids.map((id) => (
        <FoundUser key={id} userId={id} />
      ))}
    </ul>
  );
}
