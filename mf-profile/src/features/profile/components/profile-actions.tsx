import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { FollowButton } from 'shell/follow-button';
import { Menu, useCloseMenu } from 'shell/menu';
import { messagesPath } from 'shell/paths';
import { Link } from 'shell/router';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { logoutRequested, selectSignedIn } from 'shell/session';
import { EditProfileDialog } from './edit-profile-dialog';
import { removeFollower } from '../store/followers-slice';

type ProfileActionsProps = { user: User };

/**
 * On one's own profile: Edit profile, Settings and Logout. On another's: Follow + or Unfollow,
 * Message (a new conversation with them, on the messages screen), and a menu beside it to remove them from one's followers (when they follow one), mute, block
 * or report them. A person of another server is neither followed nor written to from here yet:
 * their profile says so instead, and keeps the menu.
 */
export function ProfileActions({ user }: ProfileActionsProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const [editing, setEditing] = useState(false);
  if (me?._id !== user._id) {
    const author = { userId: user._id, username: user.username };
    return (
      <div className="profile__actions">
        {user.domain ? (
          <p className="muted">{t`@${user.username} is on another server: following and messages across servers are not possible from here yet.`}</p>
        ) : (
          <FollowButton userId={user._id} username={user.username} className="button button--primary" />
        )}
        {me && !user.blockedByMe && !user.domain && (
          <Link to={messagesPath(user.username)} className="button" aria-label={t`Message @${user.username}`}>
            {t`Message`}
          </Link>
        )}
        <Menu label={t`More options`}>
          {user.followsMe && <RemoveFollowerItem user={user} />}
          <SafetyMenuItems author={author} report={{ targetType: 'user', targetId: user._id }} withMute />
        </Menu>
      </div>
    );
  }
  return (
    <div className="profile__actions">
      <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
        {t`Edit profile`}
      </button>
      <Link to="/settings" className="button">
        {t`Settings`}
      </Link>
      <button type="button" className="button" onClick={() => dispatch(logoutRequested())}>
        {t`Logout`}
      </button>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </div>
  );
}

/** "Remove follower": takes them off one's followers; they are not told. */
function RemoveFollowerItem({ user }: { user: User }) {
  const dispatch = useDispatch();
  const close = useCloseMenu();
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        close();
        dispatch(removeFollower.request({ userId: user._id, username: user.username }));
      }}
    >
      {t`Remove @${user.username} from your followers`}
    </button>
  );
}
