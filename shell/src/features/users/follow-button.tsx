import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { newChangeId } from '../../store/pending-changes';
import { selectSignedIn } from '../session';
import { follow, selectIsFollowPending, selectUserById, unfollow } from './users-slice';

type FollowButtonProps = { userId: string; username: string; className?: string };

/**
 * 'Follow +' or 'Unfollow', whichever applies to the signed-in user (the server says, per
 * user; a follow under way shows at once), disabled while the call is under way. To someone who
 * approves their followers it asks ('Ask to follow'), and a request waiting for their answer can
 * be withdrawn. Nothing is shown for the signed-in user themself.
 */
export function FollowButton({ userId, username, className = 'button' }: FollowButtonProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const user = useSelector(selectUserById(userId));
  const pending = useSelector(selectIsFollowPending(userId));
  if (!me || me._id === userId) return null;
  const following = user?.followedByMe === true;
  const requested = user?.followRequestedByMe === true;
  const label = following ? t`Unfollow` : requested ? t`Withdraw request` : user?.approveFollowers ? t`Ask to follow` : t`Follow +`;
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => {
        const target = { userId, username, changeId: newChangeId() };
        dispatch(following || requested ? unfollow.request(target) : follow.request(target));
      }}
    >
      {label}
      <span className="visually-hidden" dir="auto">
        {' '}
        {username}
      </span>
    </button>
  );
}
