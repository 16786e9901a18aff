import type { Comment, Post, UserRef, Votes } from '../contract/entities';
import { limits } from '../contract/limits';
import { messages } from '../contract/messages';
import type { CommentData } from '../contract/payloads';
import { readText } from './fields';
import { fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

export function validateCommentData(data: Record<string, unknown>): Result<CommentData> {
  const text = readText(data, 'text', 'Comment', { required: true, max: limits.commentMax });
  return text.ok ? succeed({ text: text.value }) : text;
}

export function addComment(post: Post, author: UserRef, data: CommentData, id: string, now: string): Post {
  const comment: Comment = {
    _id: id,
    username: author.username,
    text: data.text,
    votes: { upvotedBy: [], downvotedBy: [] },
    createdAt: now,
    updatedAt: now,
  };
  return { ...post, comments: [...post.comments, comment] };
}

function findComment(post: Post, commentId: string): Result<Comment> {
  const comment = post.comments.find((candidate) => candidate._id === commentId);
  return comment ? succeed(comment) : fail(404, messages.commentNotFound(commentId));
}

const replaceComment = (post: Post, comment: Comment): Post => ({
  ...post,
  comments: post.comments.map((candidate) => (candidate._id === comment._id ? comment : candidate)),
});

export function editComment(post: Post, commentId: string, user: UserRef, data: CommentData, now: string): Result<Post> {
  const found = findComment(post, commentId);
  if (!found.ok) return found;
  if (found.value.username !== user.username) return fail(400, messages.editForeignComment);
  return succeed(replaceComment(post, { ...found.value, text: data.text, updatedAt: now }));
}

/** The comment's author, or the author of the post it is on, may delete it. */
export function deleteComment(post: Post, commentId: string, user: UserRef): Result<Post> {
  const found = findComment(post, commentId);
  if (!found.ok) return found;
  if (found.value.username !== user.username && post.username !== user.username) {
    return fail(400, messages.deleteForeignComment);
  }
  return succeed({ ...post, comments: post.comments.filter((comment) => comment._id !== commentId) });
}

type Direction = 'up' | 'down';

function castVote(votes: Votes, user: UserRef, direction: Direction): Result<Votes> {
  const [mine, other] = direction === 'up' ? [votes.upvotedBy, votes.downvotedBy] : [votes.downvotedBy, votes.upvotedBy];
  if (includesUser(mine, user)) {
    return fail(400, direction === 'up' ? messages.alreadyUpvoted : messages.alreadyDownvoted);
  }
  const [nextMine, nextOther] = [withUser(mine, user), withoutUser(other, user)];
  return succeed(direction === 'up' ? { upvotedBy: nextMine, downvotedBy: nextOther } : { upvotedBy: nextOther, downvotedBy: nextMine });
}

/** An upvote moves the user out of the downvoters into the upvoters; a downvote the reverse. */
export function voteOnComment(post: Post, commentId: string, user: UserRef, direction: Direction): Result<Post> {
  const found = findComment(post, commentId);
  if (!found.ok) return found;
  const votes = castVote(found.value.votes, user, direction);
  if (!votes.ok) return votes;
  return succeed(replaceComment(post, { ...found.value, votes: votes.value }));
}
