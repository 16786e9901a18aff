import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FollowButton } from 'shell/follow-button';
import { selectSignedIn } from 'shell/session';
import { selectUserByUsername } from 'shell/users';
import { PostEditorDialog } from '../../editor/post-editor-dialog';
import { selectIsPostPending } from '../store/posts-selectors';
import { deletePost, type PostRecord } from '../store/posts-slice';

type PostMenuProps = { post: PostRecord };

/** The three-dots menu: Edit and Delete for the author; Follow + or Unfollow for others. */
export function PostMenu({ post }: PostMenuProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const author = useSelector(selectUserByUsername(post.username));
  const pending = useSelector(selectIsPostPending(post._id));
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mine = me?.username === post.username;

  // An open menu closes on a click outside it, or on Escape (focus goes back to its button).
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="post-menu" ref={menuRef}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button"
        aria-label="Post options"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className="post-menu__items">
          {mine ? (
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setEditing(true);
                  setOpen(false);
                }}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={pending}
                onClick={() => {
                  dispatch(deletePost.request({ postId: post._id }));
                  setOpen(false);
                }}
              >
                Delete
              </button>
            </>
          ) : (
            author && <FollowButton userId={author._id} username={author.username} />
          )}
        </div>
      )}
      {editing && <PostEditorDialog post={post} onClose={() => setEditing(false)} />}
    </div>
  );
}
