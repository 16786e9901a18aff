import type { PostVisibility, UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { decideDislike, decideLike, type Reaction } from 'api-contract/rules/post-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { ValidPostData } from 'api-contract/payloads';
import type { Database, Queryable } from '../db/database';
import { federateLike } from '../federation/post-federation';
import type { Jobs } from '../platform';
import type { ImageChange } from '../media/image-changes';
import { parameters } from '../pages/keyset';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { postVisibleTo } from '../safety/visibility';
import { imagesChanged, postImagesColumn, writePostImages, type ShownImage } from './post-images';

/** What the rules of a post need to know about it: its author's id and name, its like count, its images. */
export type PostFacts = {
  id: string;
  authorId: string;
  author: string;
  likeCount: number;
  images: ShownImage[];
  visibility: PostVisibility;
};

type PostFactsRow = { id: string; author_id: string; author: string; like_count: number; images: ShownImage[]; visibility: PostVisibility };

const postFactsSql = `select p.id, p.author_id, u.username as author, p.like_count, ${postImagesColumn} as images, p.visibility
                        from posts p join users u on u.id = p.author_id where p.id = $1`;

function toPostFacts(postId: string, row: PostFactsRow | undefined): Result<PostFacts> {
  if (!row) return fail(404, reasons.postNotFound(postId));
  return succeed({
    id: row.id,
    authorId: row.author_id,
    author: row.author,
    likeCount: row.like_count,
    images: row.images,
    visibility: row.visibility,
  });
}

/** The post `postId`, or the contract's 404 naming it. `lock` holds its row until the transaction ends. */
export async function postFacts(db: Queryable, postId: string, { lock = false } = {}): Promise<Result<PostFacts>> {
  const { rows } = await db.query<PostFactsRow>(`${postFactsSql} ${lock ? 'for update of p' : ''}`, [postId]);
  return toPostFacts(postId, rows[0]);
}

/**
 * The post `postId` when `viewerId` (null: nobody signed in) may see it, or the same 404 as for
 * no post: hidden by a block either way, its author's suspension, or who it is for, as getPost hides it.
 */
export async function shownPostFacts(db: Queryable, postId: string, viewerId: string | null): Promise<Result<PostFacts>> {
  const { params, param } = parameters([postId]);
  const viewer = viewerId === null ? null : param(viewerId);
  const shown = postVisibleTo('p', viewer, { mutes: false });
  const { rows } = await db.query<PostFactsRow>(`${postFactsSql} and ${shown}`, params);
  return toPostFacts(postId, rows[0]);
}

/** The text of a post, its language (left out of an edit: unchanged) and the images it shows, in order. */
export type PostContent = Pick<ValidPostData, 'caption' | 'content' | 'contentWarning' | 'language'> & { images: ShownImage[] };

/** A new post's content, and who may see it. */
export type NewPostContent = PostContent & { visibility: PostVisibility };

/** A new post; its id is the database's (a page on plain http has no `crypto.randomUUID`). */
export async function insertPost(
  db: Queryable,
  author: UserRef,
  { caption, content, contentWarning, language, images, visibility }: NewPostContent,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into posts (id, author_id, caption, content, content_warning, language, visibility)
     values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6) returning id`,
    [author._id, caption, content, contentWarning, language ?? null, visibility],
  );
  const postId = rows[0]!.id;
  await writePostImages(db, postId, images);
  return postId;
}

/**
 * Changes a post's text, warning and images, which showed `before` (a change of what it shows
 * keeps the version it replaces: the trigger of migrations 014 and 015, which sees the images
 * change by `images_changed_at`); deleted meanwhile by another request: the 404.
 */
export async function updatePost(
  db: Queryable,
  postId: string,
  { caption, content, contentWarning, language, images }: PostContent,
  before: ShownImage[],
): Promise<Result<string>> {
  const changed = imagesChanged(before, images);
  const { rowCount } = await db.query(
    `update posts set caption = $2, content = $3, content_warning = $4, updated_at = now(),
            images_changed_at = case when $5::boolean then now() else images_changed_at end,
            language = case when $6::boolean then $7 else language end
      where id = $1`,
    [postId, caption, content, contentWarning, changed, language !== undefined, language ?? null],
  );
  if (rowCount !== 1) return fail(404, reasons.postNotFound(postId));
  if (changed) await writePostImages(db, postId, images);
  return succeed(postId);
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
  await hold(post.value.images.map((image) => image.id));
  return post;
}

/**
 * Deletes a post: its reactions, comments, votes and every bookmark of it go with it (on delete
 * cascade). Deleted meanwhile by another request: the 404.
 */
export async function removePost(db: Queryable, postId: string): Promise<Result<string>> {
  const { rowCount } = await db.query('delete from posts where id = $1', [postId]);
  return rowCount === 1 ? succeed(postId) : fail(404, reasons.postNotFound(postId));
}

/**
 * A like or dislike, refused between people where one blocks the other, else decided by the
 * contract's rule on the post's row, locked so that two reactions to one post take turns; the primary key keeps one reaction per user and post, and
 * a trigger keeps the count equal to the likers.
 */
export function react(
  { db, jobs }: { db: Database; jobs: Jobs },
  postId: string,
  user: UserRef,
  kind: 'like' | 'dislike',
): Promise<Result<string>> {
  return db.transaction(async (tx) => {
    const post = await postFacts(tx, postId, { lock: true });
    if (!post.ok) return post;
    const allowed = await checkMayInteract(tx, user, [authorOfPost(post.value)]);
    if (!allowed.ok) return allowed;
    const { rows } = await tx.query<{ kind: Reaction; at: string }>(
      'select kind, created_at::text as at from post_reactions where post_id = $1 and user_id = $2',
      [postId, user._id],
    );
    const mine = rows[0]?.kind ?? null;
    const decided = kind === 'like' ? decideLike(mine) : decideDislike(mine, post.value.likeCount);
    if (!decided.ok) return decided;
    const written = await tx.query<{ at: string }>(
      `insert into post_reactions (post_id, user_id, kind) values ($1, $2, $3)
       on conflict (post_id, user_id) do update set kind = excluded.kind, created_at = now() returning created_at::text as at`,
      [postId, user._id, decided.value],
    );
    // A like of a post of another server is told to its author's server; a dislike takes that like back there.
    const liked = decided.value === 'like';
    if (liked || mine === 'like') {
      const likedAt = liked ? written.rows[0]!.at : rows[0]!.at;
      await federateLike(jobs, tx, { postId, userId: user._id, likedAt }, liked);
    }
    return succeed(postId);
  });
}
