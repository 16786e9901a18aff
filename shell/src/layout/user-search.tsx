import { t } from '@lingui/core/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'shell/router';
import { profilePath, searchPath } from '../app/paths';
import { searchUsers, selectUserById, selectUserSearch } from '../features/users';
import { Avatar } from '../ui/avatar';

type UserSearchProps = { label?: string };

/**
 * Finds users whose username contains the text typed, ignoring case (the server searches, a
 * moment after typing stops); results link to profiles. Enter opens the search screen for the
 * text, on its Posts tab.
 */
export function UserSearch({ label = t`Search users` }: UserSearchProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const listId = useId();
  const needle = query.trim();
  const { ids, status, error } = useSelector(selectUserSearch(needle));
  useEffect(() => {
    if (needle) dispatch(searchUsers.request({ query: needle }));
  }, [dispatch, needle]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!needle) return;
    setQuery('');
    void navigate(searchPath({ q: needle }));
  };

  return (
    <form className="user-search" role="search" onSubmit={submit}>
      <input
        type="search"
        className="input"
        placeholder={t`Search users`}
        aria-label={label}
        aria-controls={needle ? listId : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {needle && (
        <ul id={listId} className="user-search__results" aria-label={t`Matching users`} aria-busy={status === 'loading'}>
          {status === 'failed' && <li role="alert">{error}</li>}
          {status === 'loaded' && ids.length === 0 && <li className="muted">{t`No user matches "${needle}".`}</li>}
          {status !== 'loaded' && status !== 'failed' && ids.length === 0 && <li className="muted">{t`Searching…`}</li>}
          {ids.map((id) => (
            <FoundUser key={id} userId={id} onChoose={() => setQuery('')} />
          ))}
        </ul>
      )}
    </form>
  );
}

type FoundUserProps = { userId: string; onChoose?: () => void };

/** A user a search found, as every search shows one: their avatar and username, linking their profile. */
export function FoundUser({ userId, onChoose }: FoundUserProps) {
  const user = useSelector(selectUserById(userId));
  if (!user) return null;
  return (
    <li>
      <Link to={profilePath(user.username)} onClick={onChoose}>
        <Avatar person={user} size="small" />
        <span dir="auto">{user.username}</span>
      </Link>
    </li>
  );
}
