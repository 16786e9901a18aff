import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FollowButton } from 'shell/follow-button';
import { Menu, useCloseMenu } from 'shell/menu';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { selectSignedIn } from 'shell/session';
import { selectUserByUsername } from 'shell/users';
import { PostEditorDialog } from '../editor';
import { selectIsPostPending, deletePost, type PostRecord } from '../posts';

type PostMenuProps = { post: PostRecord };

/**
 * The three-dots menu: Edit and Delete for the author; for others, Follow + or Unfollow, Mute,
 * Block and Report post (once the author's record is in, which the list asks for).
 */
export function PostMenu({ post }: PostMenuProps) {
  const me = useSelector(selectSignedIn);
  const author = useSelector(selectUserByUsername(post.username));
  const [editing, setEditing] = useState(false);
  const mine = me?.username === post.username;

  return (
    <>
      <Menu label={t`Post options`}>
        {mine ? (
          <AuthorItems postId={post._id} onEdit={() => setEditing(true)} />
        ) : (
          author && (
            <>
              <FollowButton userId={author._id} username={author.username} />
              <SafetyMenuItems
                author={{ userId: author._id, username: author.username }}
                report={{ targetType: 'post', targetId: post._id }}
                withMute
              />
            </>
          )
        )}
      </Menu>
      {editing && <PostEditorDialog post={post} onClose={() => setEditing(false)} />}
    </>
  );
}

function AuthorItems({ postId, onEdit }: { postId: string; onEdit: () => void }) {
  const dispatch = useDispatch();
  const close = useCloseMenu();
  const pending = useSelector(selectIsPostPending(postId));
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          close();
          onEdit();
        }}
      >
        {t`Edit`}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={pending}
        onClick={() => {
          close();
          dispatch(deletePost.request({ postId }));
        }}
      >
        {t`Delete`}
      </button>
    </>
  );
}
