import type { Comment } from 'api-contract/entities';
import { CommentItem } from './comment-item';

type CommentListProps = { postId: string; postAuthor: string; comments: Comment[] };

export function CommentList({ postId, postAuthor, comments }: CommentListProps) {
  if (comments.length === 0) return <p className="muted">No comments yet. Start the conversation.</p>;
  return (
    <ul className="comment-list" aria-label="Comments">
      {comments.map((comment) => (
        <CommentItem key={comment._id} postId={postId} postAuthor={postAuthor} comment={comment} />
      ))}
    </ul>
  );
}
