import { useSelector } from 'react-redux';
import { selectComment } from '../store/comments-slice';
import { CommentBody } from './comment-body';

type ReplyItemProps = { postId: string; postAuthor: string; commentId: string; onReply: (username: string) => void };

/** One reply, with what a comment has; its Reply answers the same thread, naming its author. */
export function ReplyItem({ postId, postAuthor, commentId, onReply }: ReplyItemProps) {
  const reply = useSelector(selectComment(commentId));
  if (!reply) return null;
  return (
    <li className="comment comment--reply">
      <CommentBody postId={postId} postAuthor={postAuthor} comment={reply} onReply={() => onReply(reply.username)} />
    </li>
  );
}
