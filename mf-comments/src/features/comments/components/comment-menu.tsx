import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { Menu } from 'shell/menu';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { fetchUsersByUsername, selectUserByUsername, selectUserLookup } from 'shell/users';

type CommentMenuProps = { commentId: string; username: string };

/** Report comment and Block @x, for someone else's comment or reply: its author's record is asked for when the menu opens. */
export function CommentMenu({ commentId, username }: CommentMenuProps) {
  const dispatch = useDispatch();
  const author = useSelector(selectUserByUsername(username));
  const missing = useSelector(selectUserLookup(username))?.status === 'missing';
  return (
    <Menu label={t`Comment options`} onOpen={() => dispatch(fetchUsersByUsername.request({ usernames: [username] }))}>
      {author ? (
        <SafetyMenuItems
          author={{ userId: author._id, username: author.username }}
          report={{ targetType: 'comment', targetId: commentId }}
        />
      ) : (
        <p className="muted" role="status">
          {missing ? t`Not available.` : t`Loading…`}
        </p>
      )}
    </Menu>
  );
}
