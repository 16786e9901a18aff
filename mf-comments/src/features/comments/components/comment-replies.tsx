import { plural, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { selectSignedIn } from 'shell/session';
import { LoadFailed, Loading } from 'shell/status';
import { fetchReplies, hideReplies, showReplies } from '../store/comments-actions';
import { selectReplies, selectReplyCount } from '../store/comments-slice';
import { CommentText } from './comment-text';
import { ReplyItem } from './reply-item';

type CommentRepliesProps = {
  postId: string;
  postAuthor: string;
  comment: Comment;
  /** A reply's Reply: answers the same thread, naming the reply's author. */
  onReply: (username: string) => void;
};

/** "View N replies" under a comment, and once unfolded its replies, oldest first, a page at a time. */
export function CommentReplies({ postId, postAuthor, comment, onReply }: CommentRepliesProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const replies = useSelector(selectReplies(comment._id));
  const count = useSelector(selectReplyCount(comment._id));
  const target = { postId, commentId: comment._id };
  if (count === 0 && replies.sending === null) return null;
  const { username } = comment;
  const shown = [...replies.ids, ...replies.later];
  const showMore = () => replies.nextCursor !== null && dispatch(fetchReplies.request({ ...target, cursor: replies.nextCursor }));

  return (
    <div className="replies">
      {count > 0 && (
        <button
          type="button"
          className="replies__toggle"
          aria-expanded={replies.open}
          onClick={() => dispatch(replies.open ? hideReplies(target) : showReplies(target))}
        >
          {replies.open ? t`Hide replies` : plural(count, { one: 'View # reply', other: 'View # replies' })}
        </button>
      )}
      {replies.open && replies.status === 'loading' && (
        <Loading label={t({ message: 'replies', comment: 'Completes the shell\'s "Loading {label}…"' })} />
      )}
      {replies.open && replies.status === 'failed' && (
        <LoadFailed
          message={replies.error ?? t`Could not load the replies.`}
          onRetry={() => dispatch(fetchReplies.request({ ...target, cursor: null }))}
        />
      )}
      {replies.open && (shown.length > 0 || replies.sending !== null) && (
        <ul className="reply-list" aria-label={t`Replies to @${username}`}>
          {shown.map((id) => (
            <ReplyItem key={id} postId={postId} postAuthor={postAuthor} commentId={id} onReply={onReply} />
          ))}
          {replies.sending !== null && (
            // The reply being sent, shown at once; the server's record takes its place when stored.
            <li className="comment comment--pending" aria-busy="true">
              <div className="comment__head">
                <span className="comment__author" dir="auto">
                  @{me?.username}
                </span>
                <span className="muted">{t`Sending…`}</span>
              </div>
              <CommentText text={replies.sending} />
            </li>
          )}
        </ul>
      )}
      {replies.open && replies.more === 'failed' && <p role="alert">{t`Could not load more replies.`}</p>}
      {replies.open && replies.nextCursor !== null && (
        <button type="button" className="replies__toggle" disabled={replies.more === 'loading'} onClick={showMore}>
          {replies.more === 'loading' ? t`Loading more replies…` : replies.more === 'failed' ? t`Try again` : t`Show more replies`}
        </button>
      )}
    </div>
  );
}
