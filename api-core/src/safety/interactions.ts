import * as reasons from 'api-contract/reasons';
import type { PostVisibility, UserRef } from 'api-contract/entities';
import { decideInteraction } from 'api-contract/rules/safety-rules';
import { fail, type Failure, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { safetyBetween } from './safety-store';
import { postShownTo } from './visibility';

/**
 * Someone a call reaches (a post's author, a comment's, the person followed), and what the call
 * answers while a suspension hides them: the 404 a read of what they made answers.
 */
export type Reached = { userId: string; hidden: Failure; post?: { id: string; visibility: PostVisibility } };

/** The author of a post a call likes, reposts, comments on, votes under or bookmarks. */
export const authorOfPost = (post: { id: string; authorId: string; visibility: PostVisibility }): Reached => ({
  userId: post.authorId,
  post: { id: post.id, visibility: post.visibility },
  hidden: fail(404, reasons.postNotFound(post.id)),
});

/** The author of a comment a call votes on. */
export const authorOfComment = (comment: { id: string; authorId: string }): Reached => ({
  userId: comment.authorId,
  hidden: fail(404, reasons.commentNotFound(comment.id)),
});

/** A person a call follows. */
export const person = (userId: string): Reached => ({ userId, hidden: fail(404, reasons.profileUnavailable) });

/**
 * The one check of every call by which one person reaches another (a follow, a like or dislike,
 * a comment, a vote, a bookmark, a repost): first, a post reached that is not for them (its
 * visibility) answers its 404; then, in one statement, the 404 of what a suspension hides, as a read
 * of it answers; else the contract's 403 when the caller blocks anyone reached; else, when
 * someone reached blocks the caller, the 404 a read of what they made answers the caller (a
 * refusal in other words would tell them they are blocked). Runs before anything is written, so
 * a refusal changes nothing.
 */
export async function checkMayInteract(db: Queryable, user: UserRef, reached: readonly Reached[]): Promise<Result<true>> {
  const unseen = await postsNotShown(db, user, reached);
  if (unseen) return unseen.hidden;
  const { suspended, blockers, viewerBlocks } = await safetyBetween(
    db,
    user._id,
    reached.map((one) => one.userId),
  );
  const hidden = reached.find((one) => suspended.includes(one.userId));
  if (hidden) return hidden.hidden;
  const blocker = reached.find((one) => blockers.includes(one.userId));
  return decideInteraction({ viewerBlocks, blocksViewer: blocker !== undefined }, (blocker ?? reached[0]!).hidden);
}

/**
 * The first post reached that `user` may not see (who it is for leaves them out), or null. A
 * public post is everyone's: only the others are asked of the database, so a like of a public
 * post costs no statement more.
 */
async function postsNotShown(db: Queryable, user: UserRef, reached: readonly Reached[]): Promise<Reached | null> {
  const postIds = reached.flatMap(({ post }) => (post && post.visibility !== 'public' ? [post.id] : []));
  if (postIds.length === 0) return null;
  const { rows } = await db.query<{ id: string }>(
    `select p.id from posts p where p.id = any($1::text[]) and not ${postShownTo('p', '$2')}`,
    [postIds, user._id],
  );
  const unseen = new Set(rows.map((row) => row.id));
  return reached.find(({ post }) => post !== undefined && unseen.has(post.id)) ?? null;
}

/**
 * What a follow refused by the follows_unblocked trigger answers: a block committed between the
 * follow's check and its insert. Read again now, to tell the blocker from the blocked; a block
 * already undone meanwhile still refused this follow, as the profile hidden from the blocked.
 */
export async function refusalOfRacingBlock(db: Queryable, user: UserRef, otherId: string): Promise<Result<never>> {
  const refused = await checkMayInteract(db, user, [person(otherId)]);
  return refused.ok ? person(otherId).hidden : refused;
}
