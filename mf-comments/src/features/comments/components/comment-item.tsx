import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Menu } from 'shell/menu';
import { Link } from 'shell/router';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { selectSignedIn } from 'shell/session';
import { fetchUsersByUsername, selectUserByUsername, selectUserLookup } from 'shell/users';
import { formatRelativeTime } from 'shell/relative-time';
import { deleteComment, downvoteComment, selectComment, selectIsCommentPending, upvoteComment } from '../store/comments-slice';
import { EditCommentDialog } from './edit-comment-dialog';

type CommentItemProps = { postId: string; postAuthor: string; commentId: string };

/** One comment: author, real age, text, votes; Edit for its author, Delete also for the post's author; Report and Block for others'. */
export function CommentItem({ postId, postAuthor, commentId }: CommentItemProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const comment = useSelector(selectComment(commentId));
  const pending = useSelector(selectIsCommentPending(commentId));
  const [editing, setEditing] = useState(false);
  if (!comment) return null;
  const { upvotedBy, downvotedBy } = comment.votes;
  const upvoted = upvotedBy.some((ref) => ref._id === me?._id);
  const downvoted = downvotedBy.some((ref) => ref._id === me?._id);
  const isAuthor = me?.username === comment.username;
  const target = { postId, commentId: comment._id };

  return (
    <li className="comment">
      <div className="comment__head">
        <Link to={`/profile/${encodeURIComponent(comment.username)}`} className="comment__author">
          @{comment.username}
        </Link>
        <time className="muted" dateTime={comment.createdAt}>
          {formatRelativeTime(comment.createdAt)}
        </time>
        {!isAuthor && <CommentMenu commentId={comment._id} username={comment.username} />}
      </div>
      <p className="comment__text">{comment.text}</p>
      <div className="comment__actions">
        <button
          type="button"
          className="button"
          aria-pressed={upvoted}
          disabled={pending || upvoted}
          onClick={() => dispatch(upvoteComment.request(target))}
        >
          <span aria-hidden="true">▲ </span>
          <span className="visually-hidden">Upvote, </span>
          {upvotedBy.length}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={downvoted}
          disabled={pending || downvoted}
          onClick={() => dispatch(downvoteComment.request(target))}
        >
          <span aria-hidden="true">▼ </span>
          <span className="visually-hidden">Downvote, </span>
          {downvotedBy.length}
        </button>
        {isAuthor && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
        {(isAuthor || me?.username === postAuthor) && (
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={() => dispatch(deleteComment.request(target))}
          >
            Delete
          </button>
        )}
      </div>
      {editing && <EditCommentDialog postId={postId} comment={comment} onClose={() => setEditing(false)} />}
    </li>
  );
}

type CommentMenuProps = { commentId: string; username: string };

/** Report comment and Block @x, for someone else's comment: its author's record is asked for when the menu opens. */
function CommentMenu({ commentId, username }: CommentMenuProps) {
  const dispatch = useDispatch();
  const author = useSelector(selectUserByUsername(username));
  const missing = useSelector(selectUserLookup(username))?.status === 'missing';
  return (
    <Menu label="Comment options" onOpen={() => dispatch(fetchUsersByUsername.request({ usernames: [username] }))}>
      {author ? (
        <SafetyMenuItems
          author={{ userId: author._id, username: author.username }}
          report={{ targetType: 'comment', targetId: commentId }}
        />
      ) : (
        <p className="muted" role="status">
          {missing ? 'Not available.' : 'Loading…'}
        </p>
      )}
    </Menu>
  );
}
