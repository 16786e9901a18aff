import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { profilePath } from 'shell/paths';
import { Link } from 'shell/router';
import { FollowButton } from 'shell/follow-button';
import { selectSignedIn } from 'shell/session';
import { LoadFailed, Loading } from 'shell/status';
import { selectCurrentUser, selectUserById } from 'shell/users';
import { fetchPopularUsers, selectPopularUsers } from '../../people';
import { Avatar } from 'shell/avatar';
import { FullName } from 'shell/rich-text';

/** The most followed people but the signed-in user, each with Follow + or Unfollow, and a link to one's own profile. */
export function PopularActivities() {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const myself = useSelector(selectCurrentUser);
  const { ids, status, error } = useSelector(selectPopularUsers);
  const others = ids.filter((id) => id !== me?._id);
  useEffect(() => {
    dispatch(fetchPopularUsers.request());
  }, [dispatch]);

  return (
    <aside className="popular" aria-labelledby="popular-heading">
      {myself && (
        <Link to={profilePath(myself.username)} className="popular__me">
          <Avatar person={myself} />
          <span className="visually-hidden">{t`Your profile:`} </span>
          <span dir="auto">@{myself.username}</span>
        </Link>
      )}
      <h2 id="popular-heading">{t`Popular Activities`}</h2>
      {status === 'failed' && (
        <LoadFailed
          message={error ?? t`Could not load the people on this network.`}
          onRetry={() => dispatch(fetchPopularUsers.request())}
        />
      )}
      {status === 'loading' && ids.length === 0 && (
        <Loading label={t({ message: 'people', comment: 'What is loading, as the shell says it: "Loading {label}…"' })} />
      )}
      <ul className="popular__list" aria-label={t`People to follow`}>
        {others.map((id) => (
          <PopularUser key={id} userId={id} />
        ))}
      </ul>
    </aside>
  );
}

function PopularUser({ userId }: { userId: string }) {
  const user = useSelector(selectUserById(userId));
  if (!user) return null;
  return (
    <li className="popular__user">
      <Avatar person={user} size="small" />
      <Link to={profilePath(user.username)} className="popular__name">
        <span dir="auto">
          <FullName person={user} />
        </span>{' '}
        <span className="muted" dir="auto">
          @{user.username}
        </span>
      </Link>
      <FollowButton userId={user._id} username={user.username} />
    </li>
  );
}
