import type { Post, PostVisibility, UserRef } from '../entities';
import type { PostImageData } from '../payloads';
import * as reasons from '../reasons';
import { chain, fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

/**
 * The rules of posts. Each is decided on the few facts it needs (the user's reaction, the like
 * count, the author), so the server can decide on rows it has locked, and the mock and the
 * client's predictions apply the same decision to a whole record.
 */

/** What a user thinks of a post: a like, a dislike, or nothing. Never both. */
export type Reaction = 'like' | 'dislike' | null;

/** A like is refused when the user already likes the post; otherwise their reaction becomes a like. */
export function decideLike(mine: Reaction): Result<'like'> {
  return mine === 'like' ? fail(400, reasons.alreadyLiked) : succeed('like');
}

/** A dislike is refused on a post nobody likes, or when the user already dislikes it. */
export function decideDislike(mine: Reaction, likeCount: number): Result<'dislike'> {
  if (likeCount <= 0) return fail(400, reasons.likeBelowZero);
  return mine === 'dislike' ? fail(400, reasons.alreadyDisliked) : succeed('dislike');
}

/** A repost is refused when the user already reposted the post, and of a post that is not public (it would pass it on to people it is not for). */
export function decideRepost(reposted: boolean, visibility: PostVisibility): Result<true> {
  if (visibility !== 'public') return fail(400, reasons.repostNotPublic);
  return reposted ? fail(400, reasons.alreadyReposted) : succeed(true);
}

/** An edit keeps who may see the post: it may name its visibility only as it is. */
export const decideVisibilityKept = (asked: PostVisibility | undefined, kept: PostVisibility): Result<true> =>
  asked === undefined || asked === kept ? succeed(true) : fail(400, reasons.visibilityFixed);

/** Taking a repost back is refused when there is none. */
export const decideUnrepost = (reposted: boolean): Result<true> => (reposted ? succeed(true) : fail(400, reasons.notReposted));

/** What the repost rules read and change of a post: its count, and whether the viewer reposted it. */
type Reposted = Pick<Post, 'repostCount' | 'repostedByMe' | 'visibility'>;

/** The post as it is once the user reposted it (`reposted`) or took the repost back: the count moves by one. */
export function repostPost<P extends Reposted>(post: P, reposted: boolean): Result<P> {
  const decided = reposted ? decideRepost(post.repostedByMe === true, post.visibility) : decideUnrepost(post.repostedByMe === true);
  if (!decided.ok) return decided;
  return succeed({ ...post, repostedByMe: reposted, repostCount: post.repostCount + (reposted ? 1 : -1) });
}

/** Only a post's author may edit or delete it; authors are matched by username, as the spec does. */
export function checkPostAuthor(authorUsername: string, user: UserRef, action: 'edit' | 'delete'): Result<true> {
  if (authorUsername === user.username) return succeed(true);
  return fail(400, action === 'edit' ? reasons.editForeignPost : reasons.deleteForeignPost);
}

/** What the reaction rules read and change of a post: its likes, and whether the viewer likes it. */
type Liked = Pick<Post, 'likes' | 'likedByMe'>;

/** The user's reaction to the post; its lists always name the viewer when the viewer reacted. */
export const reactionOf = (post: Liked, user: UserRef): Reaction =>
  includesUser(post.likes.likedBy, user) ? 'like' : includesUser(post.likes.dislikedBy, user) ? 'dislike' : null;

/**
 * The post with the user's reaction set. The lists may show only the latest likers, so the
 * count moves by what changed: one more when a like is added, one fewer when one is taken back.
 */
export function withReaction<P extends Liked>(post: P, user: UserRef, reaction: 'like' | 'dislike'): P {
  const before = reactionOf(post, user);
  const likedBy = reaction === 'like' ? withUser(post.likes.likedBy, user) : withoutUser(post.likes.likedBy, user);
  const dislikedBy = reaction === 'dislike' ? withUser(post.likes.dislikedBy, user) : withoutUser(post.likes.dislikedBy, user);
  const likeCount = post.likes.likeCount + (reaction === 'like' ? 1 : 0) - (before === 'like' ? 1 : 0);
  return { ...post, likedByMe: reaction === 'like', likes: { likeCount, likedBy, dislikedBy } };
}

/** A like adds the user to the likers and takes them out of the dislikers. */
export function likePost<P extends Liked>(post: P, user: UserRef): Result<P> {
  return chain(decideLike(reactionOf(post, user)), (reaction) => succeed(withReaction(post, user, reaction)));
}

/** A dislike takes the user out of the likers and records them as a disliker. */
export function dislikePost<P extends Liked>(post: P, user: UserRef): Result<P> {
  return chain(decideDislike(reactionOf(post, user), post.likes.likeCount), (reaction) => succeed(withReaction(post, user, reaction)));
}

/**
 * Whether two lists of a post's images show the same images with the same descriptions in the
 * same order: an edit that changes them is a version of the post's history, and a draft that
 * holds the post's own is no draft.
 */
export const sameImages = (a: readonly PostImageData[], b: readonly PostImageData[]): boolean =>
  a.length === b.length && a.every((image, index) => image.mediaId === b[index]?.mediaId && image.alt === b[index]?.alt);
