import { tagsIn } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';

/**
 * Keeps the post's tags those its caption and content hold now (the contract's one reading of
 * tags, normalized), in the transaction that writes the text, with the post's time and like
 * count beside each for the tag's page; the tags' counts follow by their trigger.
 */
export async function writePostTags(tx: Queryable, postId: string, ...texts: string[]): Promise<void> {
  const tags = tagsIn(...texts);
  await tx.query('delete from post_tags where post_id = $1 and tag <> all($2::text[])', [postId, tags]);
  if (tags.length === 0) return;
  await tx.query(
    `insert into post_tags (post_id, tag, created_at, like_count)
     select p.id, t.tag, p.created_at, p.like_count from posts p cross join unnest($2::text[]) as t(tag) where p.id = $1
     on conflict (post_id, tag) do nothing`,
    [postId, tags],
  );
}
