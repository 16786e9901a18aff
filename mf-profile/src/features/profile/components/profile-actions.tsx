import { t } from '@lingui/core/macro';
import { useState, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { isMentionable } from 'api-contract/rich-text';
import type { PostEditorProps } from 'mf-feed/feed-contract';
import { FollowButton } from 'shell/follow-button';
import { Menu, useCloseMenu } from 'shell/menu';
import { messagesPath } from 'shell/paths';
import { Link } from 'shell/router';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { logoutRequested, selectSignedIn } from 'shell/session';
import { EditProfileDialog } from './edit-profile-dialog';
import { removeFollower } from '../store/followers-slice';

type ProfileActionsProps = {
  user: User;
  /** mf-feed's New Post dialog, once its module is loaded (and when its build has it). */
  editor?: ComponentType<PostEditorProps>;
};

/**
 * On one's own profile: Edit profile, Settings and Logout. On another's: Follow + or Unfollow,
 * Message (a new conversation with them, on the messages screen), and a menu beside it to remove
 * them from one's followers (when they follow one), mute, block or report them. A person of
 * another server is followed through their server, which answers; Messages stay within the
 * community, so they are written to as Mastodon's people write to each other: "Mention
 * privately" opens a new post that mentions them, for only the people it mentions (not offered
 * for a name a mention cannot spell, which would name someone else).
 */
export function ProfileActions({ user, editor }: ProfileActionsProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const [editing, setEditing] = useState(false);
  if (me?._id !== user._id) {
    const author = { userId: user._id, username: user.username };
    const writable = Boolean(me) && !user.blockedByMe;
    return (
      <div className="profile__actions">
        <FollowButton userId={user._id} username={user.username} className="button button--primary" />
        {user.followRequestedByMe && user.domain && <RequestedNote user={user} />}
        {writable && user.domain && editor && isMentionable(user.username) && <MentionPrivately user={user} editor={editor} />}
        {writable && !user.domain && (
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

/** A follow of a person of another server waits for their server's answer. */
function RequestedNote({ user }: { user: User }) {
  return <p className="muted">{t`Requested: @${user.username}’s server has not answered yet.`}</p>;
}

/** "Mention privately": a new post to them alone, in mf-feed's editor. */
function MentionPrivately({ user, editor: Editor }: { user: User; editor: ComponentType<PostEditorProps> }) {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-label={t`Mention @${user.username} privately`} onClick={() => setWriting(true)}>
        {t`Mention privately`}
      </button>
      {writing && <Editor privatelyTo={user.username} onClose={() => setWriting(false)} />}
    </>
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
