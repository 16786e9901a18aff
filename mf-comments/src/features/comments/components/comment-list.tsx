import { t } from '@lingui/core/macro';
import { useDispatch } from 'react-redux';
import { fetchComments } from '../store/comments-actions';
import type { CommentThread } from '../store/comments-state';
import { CommentItem } from './comment-item';

type CommentListProps = { postId: string; postAuthor: string; thread: CommentThread };

/** A post's comments, oldest first, a page at a time ("Show more comments"). */
export function CommentList({ postId, postAuthor, thread }: CommentListProps) {
  const dispatch = useDispatch();
  if (thread.ids.length === 0) return <p className="muted">{t`No comments yet. Start the conversation.`}</p>;
  const showMore = () => thread.nextCursor !== null && dispatch(fetchComments.request({ postId, cursor: thread.nextCursor }));
  return (
    <>
      <ul className="comment-list" aria-label={t`Comments`}>
        {thread.ids.map((id) => (
          <CommentItem key={id} postId={postId} postAuthor={postAuthor} commentId={id} />
        ))}
      </ul>
      {thread.more === 'failed' && <p role="alert">{t`Could not load more comments.`}</p>}
      {thread.nextCursor !== null && (
        <button type="button" className="button" disabled={thread.more === 'loading'} onClick={showMore}>
          {thread.more === 'loading' ? t`Loading more comments…` : thread.more === 'failed' ? t`Try again` : t`Show more comments`}
        </button>
      )}
    </>
  );
}
