import { useDispatch, useSelector } from 'react-redux';
import { selectCurrentUser, selectSignedIn } from '../session/session-slice';
import { follow, selectIsFollowPending, unfollow } from './users-slice';

type FollowButtonProps = { userId: string; username: string; className?: string };

/**
 * 'Follow +' or 'Unfollow', whichever applies to the signed-in user, disabled while the call
 * is under way. Nothing is shown for the signed-in user themself.
 */
export function FollowButton({ userId, username, className = 'button' }: FollowButtonProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const profile = useSelector(selectCurrentUser);
  const pending = useSelector(selectIsFollowPending(userId));
  if (!me || me._id === userId) return null;
  const following = profile?.following.some((ref) => ref._id === userId) ?? false;
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => {
        const target = { userId, username, followerId: me._id };
        dispatch(following ? unfollow.request(target) : follow.request(target));
      }}
    >
      {following ? 'Unfollow' : 'Follow +'}
      <span className="visually-hidden"> {username}</span>
    </button>
  );
}
