import { t } from '@lingui/core/macro';
import { useState, type Ref } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { profilePath } from 'shell/paths';
import { Link } from 'shell/router';
import { selectSignedIn } from 'shell/session';
import { formatRelativeTime } from 'shell/relative-time';
import { deleteComment } from '../store/comments-actions';
import { selectIsCommentPending } from '../store/comments-slice';
import { CommentMenu } from './comment-menu';
import { CommentText } from './comment-text';
import { CommentVotes } from './comment-votes';
import { EditCommentDialog } from './edit-comment-dialog';

type CommentBodyProps = {
  postId: string;
  postAuthor: string;
  comment: Comment;
  /** Opens the reply form of the thread this comment or reply is in. */
  onReply: () => void;
  /** The Reply button, so closing the reply form can give it the focus back. */
  replyRef?: Ref<HTMLButtonElement>;
};

/**
 * What a comment and a reply both show: author, real age, text, votes, Reply; Edit for its
 * author, Delete also for the post's author; Report and Block for others'.
 */
export function CommentBody({ postId, postAuthor, comment, onReply, replyRef }: CommentBodyProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const pending = useSelector(selectIsCommentPending(comment._id));
  const [editing, setEditing] = useState(false);
  const isAuthor = me?.username === comment.username;

  return (
    <>
      <div className="comment__head">
        <Link to={profilePath(comment.username)} className="comment__author" dir="auto">
          @{comment.username}
        </Link>
        <time className="muted" dateTime={comment.createdAt}>
          {formatRelativeTime(comment.createdAt)}
        </time>
        {!isAuthor && <CommentMenu commentId={comment._id} username={comment.username} />}
      </div>
      <CommentText text={comment.text} elsewhere={comment.elsewhere} username={comment.username} />
      <div className="comment__actions">
        <CommentVotes postId={postId} comment={comment} />
        <button type="button" className="button" ref={replyRef} onClick={onReply}>
          {t({ message: 'Reply', context: 'verb' })}
        </button>
        {isAuthor && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t`Edit`}
          </button>
        )}
        {(isAuthor || me?.username === postAuthor) && (
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={() => dispatch(deleteComment.request({ postId, commentId: comment._id }))}
          >
            {t`Delete`}
          </button>
        )}
      </div>
      {editing && <EditCommentDialog postId={postId} comment={comment} onClose={() => setEditing(false)} />}
    </>
  );
}
