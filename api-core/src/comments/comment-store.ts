import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { decideVote, type VoteDirection } from 'api-contract/rules/comment-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import { writeNamingRowThatMayBeGone } from '../db/refused';
import { authorOfComment, authorOfPost, checkMayInteract } from '../safety/interactions';

/** What the rules of a comment need to know about it: its author, and who wrote the post it is on. */
export type CommentFacts = { id: string; author: string; authorId: string; postAuthorId: string };

/** The comment `commentId` on post `postId`, or the contract's 404 naming it. */
export async function commentFacts(db: Queryable, postId: string, commentId: string, { lock = false } = {}): Promise<Result<CommentFacts>> {
  const { rows } = await db.query<{ id: string; author: string; author_id: string; post_author_id: string }>(
    `select c.id, u.username as author, c.author_id, p.author_id as post_author_id
       from comments c join users u on u.id = c.author_id join posts p on p.id = c.post_id
      where c.id = $1 and c.post_id = $2 ${lock ? 'for update of c' : ''}`,
    [commentId, postId],
  );
  const row = rows[0];
  if (!row) return fail(404, messages.commentNotFound(commentId));
  return succeed({ id: row.id, author: row.author, authorId: row.author_id, postAuthorId: row.post_author_id });
}

/**
 * A vote, refused when the voter and the comment's author, or the post's, block one another;
 * else decided by the contract's rule on the comment's row, locked so two votes on it take
 * turns; the primary key keeps one vote per user and comment.
 */
export function vote(db: Database, postId: string, commentId: string, user: UserRef, direction: VoteDirection): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const comment = await commentFacts(tx, postId, commentId, { lock: true });
    if (!comment.ok) return comment;
    const { postAuthorId, authorId } = comment.value;
    const allowed = await checkMayInteract(tx, user, [
      authorOfPost({ id: postId, authorId: postAuthorId }),
      authorOfComment({ id: commentId, authorId }),
    ]);
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
 * A new comment; its id is the database's (a page on plain http has no `crypto.randomUUID`). The
 * post deleted since it was looked up: the contract's 404, decided by the insert itself.
 */
export async function insertComment(db: Queryable, postId: string, author: UserRef, text: string): Promise<Result<string>> {
  const inserted = await writeNamingRowThatMayBeGone(
    () =>
      db.query<{ id: string }>(
        'insert into comments (id, post_id, author_id, text) values (gen_random_uuid()::text, $1, $2, $3) returning id',
        [postId, author._id, text],
      ),
    fail(404, messages.postNotFound(postId)),
  );
  return inserted.ok ? succeed(inserted.value.rows[0]!.id) : inserted;
}

export async function updateCommentText(db: Queryable, commentId: string, text: string): Promise<void> {
  await db.query('update comments set text = $2, updated_at = now() where id = $1', [commentId, text]);
}

export async function removeComment(db: Queryable, commentId: string): Promise<void> {
  await db.query('delete from comments where id = $1', [commentId]);
}
