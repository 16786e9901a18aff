import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { newChangeId } from '../../store/pending-changes';
import { selectSignedIn } from '../session';
import { follow, selectIsFollowPending, selectUserById, unfollow } from './users-slice';

type FollowButtonProps = { userId: string; username: string; className?: string };

/**
 * 'Follow +' or 'Unfollow', whichever applies to the signed-in user (the server says, per
 * user; a follow under way shows at once), disabled while the call is under way. Nothing is
 * shown for the signed-in user themself.
 */
export function FollowButton({ userId, username, className = 'button' }: FollowButtonProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const user = useSelector(selectUserById(userId));
  const pending = useSelector(selectIsFollowPending(userId));
  if (!me || me._id === userId) return null;
  const following = user?.followedByMe === true;
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => {
        const target = { userId, username, changeId: newChangeId() };
        dispatch(following ? unfollow.request(target) : follow.request(target));
      }}
    >
      {following ? t`Unfollow` : t`Follow +`}
      <span className="visually-hidden" dir="auto">
        {' '}
        {username}
      </span>
    </button>
  );
}
