import type { PostVisibility, UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { decideVote, type VoteDirection } from 'api-contract/rules/comment-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import { writeNamingRowThatMayBeGone } from '../db/refused';
import { parameters } from '../pages/keyset';
import { shownPostFacts } from '../posts/post-store';
import { visibleTo } from '../safety/visibility';
import { authorOfComment, authorOfPost, checkMayInteract, type Reached } from '../safety/interactions';

/**
 * The comment `commentId` on post `postId` when `viewerId` (null: nobody signed in) may see the
 * post and the comment, as a list of its comments shows them; else the post's 404, or the comment's.
 */
export async function shownComment(
  db: Queryable,
  postId: string,
  commentId: string,
  viewerId: string | null,
): Promise<Result<CommentFacts>> {
  const post = await shownPostFacts(db, postId, viewerId);
  if (!post.ok) return post;
  return commentFacts(db, post.value.id, commentId, { shownTo: viewerId });
}

/** What the rules of a comment need to know about it: its author, and who wrote the post it is on. */
export type CommentFacts = { id: string; author: string; authorId: string; postAuthorId: string; postVisibility: PostVisibility };

/**
 * The comment `commentId` on post `postId`, or the contract's 404 naming it. `lock` holds its
 * row until the transaction ends; `shownTo`, a viewer (null: nobody signed in), finds it only when
 * they may see it (its author neither blocks them nor is blocked by them, nor suspended), as a
 * list of comments shows it.
 */
export async function commentFacts(
  db: Queryable,
  postId: string,
  commentId: string,
  { lock = false, shownTo }: { lock?: boolean; shownTo?: string | null } = {},
): Promise<Result<CommentFacts>> {
  const { params, param } = parameters([commentId, postId]);
  const shown = shownTo === undefined ? 'true' : visibleTo('c.author_id', shownTo === null ? null : param(shownTo), { mutes: false });
  const { rows } = await db.query<{
    id: string;
    author: string;
    author_id: string;
    post_author_id: string;
    post_visibility: PostVisibility;
  }>(
    `select c.id, u.username as author, c.author_id, p.author_id as post_author_id, p.visibility as post_visibility
       from comments c join users u on u.id = c.author_id join posts p on p.id = c.post_id
      where c.id = $1 and c.post_id = $2 and ${shown} ${lock ? 'for update of c' : ''}`,
    params,
  );
  const row = rows[0];
  if (!row) return fail(404, reasons.commentNotFound(commentId));
  return succeed({
    id: row.id,
    author: row.author,
    authorId: row.author_id,
    postAuthorId: row.post_author_id,
    postVisibility: row.post_visibility,
  });
}

/**
 * The comment's row locked, so two votes on it take turns, once it is found on its post and the
 * voter and the comment's author, or the post's, do not block one another.
 */
async function lockedForVoting(tx: Queryable, postId: string, commentId: string, user: UserRef): Promise<Result<true>> {
  const comment = await commentFacts(tx, postId, commentId, { lock: true });
  if (!comment.ok) return comment;
  const { postAuthorId, authorId, postVisibility } = comment.value;
  return checkMayInteract(tx, user, [
    authorOfPost({ id: postId, authorId: postAuthorId, visibility: postVisibility }),
    authorOfComment({ id: commentId, authorId }),
  ]);
}

/**
 * A vote, refused when the voter and the comment's author, or the post's, block one another;
 * else decided by the contract's rule on the comment's row, locked so two votes on it take
 * turns; the primary key keeps one vote per user and comment.
 */
export function vote(db: Database, postId: string, commentId: string, user: UserRef, direction: VoteDirection): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const allowed = await lockedForVoting(tx, postId, commentId, user);
    if (!allowed.ok) return allowed;
    const { rows } = await tx.query<{ direction: VoteDirection }>(
      'select direction from comment_votes where comment_id = $1 and user_id = $2',
      [commentId, user._id],
    );
    const decided = decideVote(rows[0]?.direction ?? null, direction);
    if (!decided.ok) return decided;
    await tx.query(
      `insert into comment_votes (comment_id, user_id, direction) values ($1, $2, $3)
       on conflict (comment_id, user_id) do update set direction = excluded.direction, created_at = now()`,
      [commentId, user._id, decided.value],
    );
    return succeed(true);
  });
}

/**
 * One's vote on a comment taken back, up or down: gone from the comment's counts and from its
 * list of upvoters. With no vote there is nothing to take back, and that is no error (as taking
 * back a favourite on Mastodon). Refused as a vote is between people who block one another.
 */
export function withdrawVote(db: Database, postId: string, commentId: string, user: UserRef): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const allowed = await lockedForVoting(tx, postId, commentId, user);
    if (!allowed.ok) return allowed;
    await tx.query('delete from comment_votes where comment_id = $1 and user_id = $2', [commentId, user._id]);
    return succeed(true);
  });
}

/** A comment to write: its text, and the comment it answers (the head of its thread), or null on the post itself. */
export type NewComment = { text: string; parentId: string | null };

/**
 * A new comment; its id is the database's (a page on plain http has no `crypto.randomUUID`). The
 * post, or the comment answered, deleted since it was looked up: the contract's 404 naming it,
 * decided by the insert itself (the key, or check_reply() in the migrations).
 */
export async function insertComment(
  db: Queryable,
  postId: string,
  author: UserRef,
  { text, parentId }: NewComment,
): Promise<Result<string>> {
  const inserted = await writeNamingRowThatMayBeGone(
    () =>
      db.query<{ id: string }>(
        'insert into comments (id, post_id, author_id, text, parent_id) values (gen_random_uuid()::text, $1, $2, $3, $4) returning id',
        [postId, author._id, text, parentId],
      ),
    (constraint) =>
      constraint === 'comments_parent_id_fkey' && parentId !== null
        ? fail(404, reasons.replyTargetGone(parentId))
        : fail(404, reasons.postNotFound(postId)),
  );
  return inserted.ok ? succeed(inserted.value.rows[0]!.id) : inserted;
}

/**
 * What a reply to the comment `commentId` of post `postId` answers: the head of its thread (a
 * reply to a reply answers the comment it is under, one level as Instagram and Pixelfed do), and
 * the people it reaches (the answered comment's author and the thread head's), whom the caller
 * must be allowed to reach. A comment that is not there, or not on this post: the contract's 404.
 */
export async function replyTarget(
  db: Queryable,
  postId: string,
  commentId: string,
): Promise<Result<{ threadId: string; reached: Reached[] }>> {
  const { rows } = await db.query<{ id: string; author_id: string; thread_id: string; head_author_id: string }>(
    `select c.id, c.author_id, h.id as thread_id, h.author_id as head_author_id
       from comments c join comments h on h.id = coalesce(c.parent_id, c.id)
      where c.id = $1 and c.post_id = $2`,
    [commentId, postId],
  );
  const row = rows[0];
  if (!row) return fail(404, reasons.replyTargetGone(commentId));
  const answered = authorOfComment({ id: row.id, authorId: row.author_id });
  const head = authorOfComment({ id: row.thread_id, authorId: row.head_author_id });
  return succeed({ threadId: row.thread_id, reached: row.thread_id === row.id ? [answered] : [answered, head] });
}

/**
 * Changes a comment's text, in a transaction that may go on to name its post and itself (its
 * mentions): the post is held first, as its deletion locks it before its comments, so the two
 * never wait on each other. Deleted meanwhile: the contract's 404.
 */
export async function updateCommentText(tx: Queryable, postId: string, commentId: string, text: string): Promise<Result<string>> {
  const post = await tx.query('select 1 from posts where id = $1 for key share', [postId]);
  if (post.rows.length === 0) return fail(404, reasons.postNotFound(postId));
  const { rowCount } = await tx.query('update comments set text = $3, updated_at = now() where id = $2 and post_id = $1', [
    postId,
    commentId,
    text,
  ]);
  return rowCount === 1 ? succeed(commentId) : fail(404, reasons.commentNotFound(commentId));
}

export async function removeComment(db: Queryable, commentId: string): Promise<void> {
  await db.query('delete from comments where id = $1', [commentId]);
}
