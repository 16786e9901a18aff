import { Link } from 'react-router-dom';
import type { Comment } from 'mock-api/entities';

type CommentListProps = { comments: Comment[] };

export function CommentList({ comments }: CommentListProps) {
  if (comments.length === 0) return <p className="muted">No comments yet. Start the conversation.</p>;
  return (
    <ul className="comment-list" aria-label="Comments">
      {comments.map((comment) => (
        <li key={comment._id} className="comment">
          <Link to={`/profile/${encodeURIComponent(comment.username)}`} className="comment__author">
            @{comment.username}
          </Link>
          <p className="comment__text">{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
