import { useSelector } from 'react-redux';
import { selectComment } from '../store/comments-slice';
import { CommentBody } from './comment-body';
import { CommentReplies } from './comment-replies';
import { ReplyForm } from './reply-form';
import { useReplyDraft } from './use-reply-draft';

type CommentItemProps = { postId: string; postAuthor: string; commentId: string };

/** A comment on the post, with its replies under it and, once Reply is pressed, the form that answers it. */
export function CommentItem({ postId, postAuthor, commentId }: CommentItemProps) {
  const comment = useSelector(selectComment(commentId));
  const { draft, replyButton, answer, change, sent, close } = useReplyDraft(commentId);
  if (!comment) return null;

  return (
    <li className="comment">
      <CommentBody postId={postId} postAuthor={postAuthor} comment={comment} onReply={() => answer('')} replyRef={replyButton} />
      <CommentReplies postId={postId} postAuthor={postAuthor} comment={comment} onReply={(username) => answer(`@${username} `)} />
      {draft && <ReplyForm postId={postId} parent={comment} draft={draft} onChange={change} onSent={sent} onClose={close} />}
    </li>
  );
}
