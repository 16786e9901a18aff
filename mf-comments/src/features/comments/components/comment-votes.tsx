import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { selectSignedIn } from 'shell/session';
import { downvoteComment, upvoteComment, withdrawCommentVote } from '../store/comments-actions';
import { selectIsCommentPending } from '../store/comments-slice';

type CommentVotesProps = { postId: string; comment: Comment };

/** Upvote and Downvote with their counts, pressed the way the signed-in user voted; pressing the pressed one takes the vote back. */
export function CommentVotes({ postId, comment }: CommentVotesProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const pending = useSelector(selectIsCommentPending(comment._id));
  const { upvotedBy, downvotedBy } = comment.votes;
  const upvoted = upvotedBy.some((ref) => ref._id === me?._id);
  const downvoted = downvotedBy.some((ref) => ref._id === me?._id);
  const target = { postId, commentId: comment._id };
  return (
    <>
      <button
        type="button"
        className="button"
        aria-pressed={upvoted}
        disabled={pending}
        onClick={() => dispatch((upvoted ? withdrawCommentVote : upvoteComment).request(target))}
      >
        <span aria-hidden="true">▲ </span>
        <span className="visually-hidden">{t`Upvote,`} </span>
        {upvotedBy.length}
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={downvoted}
        disabled={pending}
        onClick={() => dispatch((downvoted ? withdrawCommentVote : downvoteComment).request(target))}
      >
        <span aria-hidden="true">▼ </span>
        <span className="visually-hidden">{t`Downvote,`} </span>
        {downvotedBy.length}
      </button>
    </>
  );
}
