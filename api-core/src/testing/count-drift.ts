import type { Queryable } from '../db/database';

/** How many rows of each table keep a count that differs from a count of the rows it counts. */
export type CountDrift = { posts: number; users: number; comments: number; tags: number; notifications: number };

/** How many rows keep a count that differs from a count of the rows it counts: zero when the triggers did their job. */
export async function countDrift(db: Queryable): Promise<CountDrift> {
  const { rows } = await db.query<CountDrift>(
    `select
       (select count(*) from posts p
         where p.like_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 'like')
            or p.comment_count <> (select count(*) from comments c where c.post_id = p.id)
            or p.repost_count <> (select count(*) from reposts r where r.post_id = p.id))::int as posts,
       (select count(*) from users u
         where u.post_count <> (select count(*) from posts p where p.author_id = u.id)
            or u.follower_count <> (select count(*) from follows f where f.followee_id = u.id)
            or u.following_count <> (select count(*) from follows f where f.follower_id = u.id))::int as users,
       (select count(*) from comments c
         where c.reply_count <> (select count(*) from comments r where r.parent_id = c.id))::int as comments,
       (select count(*) from tags g
         where g.post_count <> (select count(*) from post_tags t where t.tag = g.name))::int as tags,
       (select count(*) from notifications n
         where n.actor_count <> (select count(*) from notification_actors a where a.notification_id = n.id) or n.actor_count = 0)::int
         as notifications`,
  );
  return rows[0] ?? { posts: 0, users: 0, comments: 0, tags: 0, notifications: 0 };
}
