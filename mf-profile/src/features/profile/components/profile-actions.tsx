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
 * Message (a new conversation with them, on the messages screen), and a menu beside it to remove
 * them from one's followers (when they follow one), mute, block or report them. A person of
 * another server is followed through their server, which answers; they are not written to from
 * here yet, which their profile says instead of Message.
 */
export function ProfileActions({ user }: ProfileActionsProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const [editing, setEditing] = useState(false);
  if (me?._id !== user._id) {
    const author = { userId: user._id, username: user.username };
    return (
      <div className="profile__actions">
        <FollowButton userId={user._id} username={user.username} className="button button--primary" />
        {user.domain && <ElsewhereNote user={user} />}
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

/** What following a person of another server is like: their server answers the follow; no messages across servers yet. */
function ElsewhereNote({ user }: { user: User }) {
  return (
    <p className="muted">
      {user.followRequestedByMe
        ? t`Requested: @${user.username}’s server has not answered yet.`
        : t`@${user.username} is on another server: messages across servers are not possible from here yet.`}
    </p>
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
