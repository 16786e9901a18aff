import type { Comment, UserRef, Votes } from '../entities';
import * as reasons from '../reasons';
import { chain, fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

/** Which way a user voted on a comment, if at all. Never both ways. */
export type VoteDirection = 'up' | 'down';

/** A vote is refused when the user already voted that way; otherwise it replaces their vote. */
export function decideVote(mine: VoteDirection | null, direction: VoteDirection): Result<VoteDirection> {
  if (mine !== direction) return succeed(direction);
  return fail(400, direction === 'up' ? reasons.alreadyUpvoted : reasons.alreadyDownvoted);
}

/** Only a comment's author may edit it (matched by username, as the spec does). */
export function checkCommentEditor(commentAuthor: string, user: UserRef): Result<true> {
  return commentAuthor === user.username ? succeed(true) : fail(400, reasons.editForeignComment);
}

/** A comment's author, or the author of the post it is on, may delete it. */
export function checkCommentDeleter(commentAuthor: string, postAuthor: string, user: UserRef): Result<true> {
  return commentAuthor === user.username || postAuthor === user.username ? succeed(true) : fail(400, reasons.deleteForeignComment);
}

export const voteOf = (votes: Votes, user: UserRef): VoteDirection | null =>
  includesUser(votes.upvotedBy, user) ? 'up' : includesUser(votes.downvotedBy, user) ? 'down' : null;

/** An upvote moves the user out of the downvoters into the upvoters; a downvote the reverse. */
export function voteOnComment(comment: Comment, user: UserRef, direction: VoteDirection): Result<Comment> {
  return chain(decideVote(voteOf(comment.votes, user), direction), (vote) => {
    const { upvotedBy, downvotedBy } = comment.votes;
    const votes =
      vote === 'up'
        ? { upvotedBy: withUser(upvotedBy, user), downvotedBy: withoutUser(downvotedBy, user) }
        : { upvotedBy: withoutUser(upvotedBy, user), downvotedBy: withUser(downvotedBy, user) };
    return succeed({ ...comment, votes });
  });
}
