import { tagsIn } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';

/**
 * Holds the counted rows of `tags` (every one of them, made when missing) in name order, before
 * their counts change: every change of a tag's count takes its locks in that one order (this
 * write, a post's deletion whose cascade goes by name, an account's deletion that holds them all
 * first), so two changes of the same tags never wait on each other in a circle.
 */
export async function holdTags(tx: Queryable, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await tx.query('insert into tags (name) select t from unnest($1::text[]) as t order by t on conflict (name) do nothing', [tags]);
  await tx.query('select 1 from tags where name = any($1::text[]) order by name for no key update', [tags]);
}

/**
 * Keeps the post's tags those its caption and content hold now (the contract's one reading of
 * tags, normalized), in the transaction that writes the text, with the post's time and like
 * count beside each for the tag's page; the tags' counts follow by their trigger, on rows this
 * holds first.
 */
export async function writePostTags(tx: Queryable, postId: string, ...texts: string[]): Promise<void> {
  const tags = tagsIn(...texts);
  const { rows } = await tx.query<{ tag: string }>('select tag from post_tags where post_id = $1', [postId]);
  await holdTags(tx, [...new Set([...tags, ...rows.map((row) => row.tag)])]);
  await tx.query('delete from post_tags where post_id = $1 and tag <> all($2::text[])', [postId, tags]);
  if (tags.length === 0) return;
  await tx.query(
    `insert into post_tags (post_id, tag, created_at, like_count)
     select p.id, t.tag, p.created_at, p.like_count from posts p cross join unnest($2::text[]) as t(tag) where p.id = $1
     on conflict (post_id, tag) do nothing`,
    [postId, tags],
  );
}
