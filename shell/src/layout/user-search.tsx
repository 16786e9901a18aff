import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'shell/router';
import { selectAllUsers } from '../features/users/users-slice';

type UserSearchProps = { label?: string };

/** Finds users whose username contains the text typed, ignoring case; results link to profiles. */
export function UserSearch({ label = 'Search users' }: UserSearchProps) {
  const users = useSelector(selectAllUsers);
  const [query, setQuery] = useState('');
  const listId = useId();
  const needle = query.trim().toLowerCase();
  const matches = needle ? users.filter((user) => user.username.toLowerCase().includes(needle)) : [];

  return (
    <div className="user-search" role="search">
      <input
        type="search"
        className="input"
        placeholder="Search users"
        aria-label={label}
        aria-controls={needle ? listId : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {needle && (
        <ul id={listId} className="user-search__results" aria-label="Matching users">
          {matches.length === 0 && <li className="muted">No user matches "{query.trim()}".</li>}
          {matches.map((user) => (
            <li key={user._id}>
              <Link to={`/profile/${encodeURIComponent(user.username)}`} onClick={() => setQuery('')}>
                <img src={user.img} alt="" className="avatar avatar--small" />
                {user.username}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
