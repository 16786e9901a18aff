import type { Queryable } from 'api-core/database';

/**
 * A page of a member's public posts, the newest first, after `cursor` (the last one's
 * `created_at|id`): their outbox, which anyone may read. A seek of posts_by_author.
 */
export async function publicPostsPage(
  db: Queryable,
  authorId: string,
  cursor: string | null,
  limit: number,
): Promise<{ postIds: string[]; next: string | null }> {
  const [at, id] = cursor ? cursor.split('|') : [null, null];
  const { rows } = await db.query<{ id: string; cursor: string }>(
    `select p.id, p.created_at::text || '|' || p.id as cursor
       from posts p
      where p.author_id = $1 and p.visibility = 'public'
        and ($2::timestamptz is null or (p.created_at, p.id) < ($2::timestamptz, $3::text))
      order by p.created_at desc, p.id desc
      limit $4`,
    [authorId, at, id, limit + 1],
  );
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { postIds: shown.map((row) => row.id), next: more ? shown.at(-1)!.cursor : null };
}
