import type { Queryable } from '../db/database';

/** How many rows keep a count that differs from a count of the rows it counts: zero when the triggers did their job. */
export async function countDrift(db: Queryable): Promise<{ posts: number; users: number }> {
  const { rows } = await db.query<{ posts: number; users: number }>(
    `select
       (select count(*) from posts p
         where p.like_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 'like')
            or p.comment_count <> (select count(*) from comments c where c.post_id = p.id))::int as posts,
       (select count(*) from users u
         where u.post_count <> (select count(*) from posts p where p.author_id = u.id)
            or u.follower_count <> (select count(*) from follows f where f.followee_id = u.id)
            or u.following_count <> (select count(*) from follows f where f.follower_id = u.id))::int as users`,
  );
  return rows[0] ?? { posts: 0, users: 0 };
}
