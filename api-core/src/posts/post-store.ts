import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { decideDislike, decideLike, type Reaction } from 'api-contract/rules/post-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { ValidPostData } from 'api-contract/payloads';
import type { Database, Queryable } from '../db/database';
import type { ImageChange } from '../media/image-changes';
import { parameters } from '../pages/keyset';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { visibleTo } from '../safety/visibility';

/** What the rules of a post need to know about it: its author's id and name, its like count, its image. */
export type PostFacts = { id: string; authorId: string; author: string; likeCount: number; imageId: string | null };

type PostFactsRow = { id: string; author_id: string; author: string; like_count: number; image_id: string | null };

const postFactsSql = `select p.id, p.author_id, u.username as author, p.like_count, p.image_id
                        from posts p join users u on u.id = p.author_id where p.id = $1`;

function toPostFacts(postId: string, row: PostFactsRow | undefined): Result<PostFacts> {
  if (!row) return fail(404, messages.postNotFound(postId));
  return succeed({ id: row.id, authorId: row.author_id, author: row.author, likeCount: row.like_count, imageId: row.image_id });
}

/** The post `postId`, or the contract's 404 naming it. `lock` holds its row until the transaction ends. */
export async function postFacts(db: Queryable, postId: string, { lock = false } = {}): Promise<Result<PostFacts>> {
  const { rows } = await db.query<PostFactsRow>(`${postFactsSql} ${lock ? 'for update of p' : ''}`, [postId]);
  return toPostFacts(postId, rows[0]);
}

/**
 * The post `postId` when `viewerId` (null: nobody signed in) may see it, or the same 404 as for
 * no post: hidden by a block either way or its author's suspension, as getPost hides it.
 */
export async function shownPostFacts(db: Queryable, postId: string, viewerId: string | null): Promise<Result<PostFacts>> {
  const { params, param } = parameters([postId]);
  const shown = visibleTo('p.author_id', viewerId === null ? null : param(viewerId), { mutes: false });
  const { rows } = await db.query<PostFactsRow>(`${postFactsSql} and ${shown}`, params);
  return toPostFacts(postId, rows[0]);
}

/** The text of a post and the id of its kept image, if any. */
export type PostContent = Pick<ValidPostData, 'caption' | 'content' | 'contentWarning'> & { imageId: string | null };

/** A new post; its id is the database's (a page on plain http has no `crypto.randomUUID`). */
export async function insertPost(
  db: Queryable,
  author: UserRef,
  { caption, content, contentWarning, imageId }: PostContent,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into posts (id, author_id, caption, content, content_warning, image_id)
     values (gen_random_uuid()::text, $1, $2, $3, $4, $5) returning id`,
    [author._id, caption, content, contentWarning, imageId],
  );
  return rows[0]!.id;
}

/**
 * Changes a post's text, warning and image (a change of what it shows keeps the version it
 * replaces: migration 014's trigger); deleted meanwhile by another request: the 404.
 */
export async function updatePost(
  db: Queryable,
  postId: string,
  { caption, content, contentWarning, imageId }: PostContent,
): Promise<Result<string>> {
  const { rowCount } = await db.query(
    'update posts set caption = $2, content = $3, content_warning = $4, image_id = $5, updated_at = now() where id = $1',
    [postId, caption, content, contentWarning, imageId],
  );
  return rowCount === 1 ? succeed(postId) : fail(404, messages.postNotFound(postId));
}

/**
 * The first half of deleting the post `postId` as a change of `changeWithImages`: its row
 * locked, `allowed` asked on its facts, and its image held (it goes with the post unless
 * something else shows it); `removePost` in the same transaction is the second. An author's
 * deletion and a moderator's removal both go this way, so counts, images and the live
 * post.deleted are the same for both.
 */
export async function holdPostForDeletion(
  { tx, hold }: ImageChange,
  postId: string,
  allowed: (post: PostFacts) => Result<unknown>,
): Promise<Result<PostFacts>> {
  const post = await postFacts(tx, postId, { lock: true });
  if (!post.ok) return post;
  const may = allowed(post.value);
  if (!may.ok) return may;
  await hold([post.value.imageId]);
  return post;
}

/**
 * Deletes a post: its reactions, comments, votes and every bookmark of it go with it (on delete
 * cascade). Deleted meanwhile by another request: the 404.
 */
export async function removePost(db: Queryable, postId: string): Promise<Result<string>> {
  const { rowCount } = await db.query('delete from posts where id = $1', [postId]);
  return rowCount === 1 ? succeed(postId) : fail(404, messages.postNotFound(postId));
}

/**
 * A like or dislike, refused between people where one blocks the other, else decided by the
 * contract's rule on the post's row, locked so that two reactions to one post take turns; the primary key keeps one reaction per user and post, and
 * a trigger keeps the count equal to the likers.
 */
export function react(db: Database, postId: string, user: UserRef, kind: 'like' | 'dislike'): Promise<Result<string>> {
  return db.transaction(async (tx) => {
    const post = await postFacts(tx, postId, { lock: true });
    if (!post.ok) return post;
    const allowed = await checkMayInteract(tx, user, [authorOfPost(post.value)]);
    if (!allowed.ok) return allowed;
    const { rows } = await tx.query<{ kind: Reaction }>('select kind from post_reactions where post_id = $1 and user_id = $2', [
      postId,
      user._id,
    ]);
    const mine = rows[0]?.kind ?? null;
    const decided = kind === 'like' ? decideLike(mine) : decideDislike(mine, post.value.likeCount);
    if (!decided.ok) return decided;
    await tx.query(
      `insert into post_reactions (post_id, user_id, kind) values ($1, $2, $3)
       on conflict (post_id, user_id) do update set kind = excluded.kind, created_at = now()`,
      [postId, user._id, decided.value],
    );
    return succeed(postId);
  });
}
