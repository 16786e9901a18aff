import { useSelector } from 'react-redux';
import { Link } from 'shell/router';
import { FollowButton } from 'shell/follow-button';
import { selectCurrentUser, selectSignedIn } from 'shell/session';
import { LoadFailed, Loading } from 'shell/status';
import { fetchUsers, selectAllUsers, selectUsers } from 'shell/users';
import { useDispatch } from 'react-redux';

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** Every user but the signed-in one, each with Follow + or Unfollow, and a link to one's own profile. */
export function PopularActivities() {
  const me = useSelector(selectSignedIn);
  const profile = useSelector(selectCurrentUser);
  const dispatch = useDispatch();
  const users = useSelector(selectAllUsers);
  const { status, error } = useSelector(selectUsers);
  const myself = users.find((user) => user._id === me?._id) ?? profile;
  const others = users.filter((user) => user._id !== me?._id);

  return (
    <aside className="popular" aria-labelledby="popular-heading">
      {myself && (
        <Link to={profilePath(myself.username)} className="popular__me">
          {myself.img && <img src={myself.img} alt="" className="avatar" />}
          <span className="visually-hidden">Your profile: </span>
          <span>@{myself.username}</span>
        </Link>
      )}
      <h2 id="popular-heading">Popular Activities</h2>
      {status === 'failed' && (
        <LoadFailed message={error ?? 'Could not load the people on this network.'} onRetry={() => dispatch(fetchUsers.request())} />
      )}
      {status === 'loading' && users.length === 0 && <Loading label="people" />}
      <ul className="popular__list" aria-label="People to follow">
        {others.map((user) => (
          <li key={user._id} className="popular__user">
            {user.img && <img src={user.img} alt="" className="avatar avatar--small" />}
            <Link to={profilePath(user.username)} className="popular__name">
              {user.firstName} {user.lastName}
              <span className="muted"> @{user.username}</span>
            </Link>
            <FollowButton userId={user._id} username={user.username} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
