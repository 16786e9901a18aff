import type { Queryable } from '../db/database';

/**
 * How big the community is, as NodeInfo and Mastodon's instance call tell other servers and apps:
 * its members, those who posted in the last month and half-year, its own public posts and its
 * comments, and how many other servers it knows people of. Counted when asked.
 */
export async function communityUsage(db: Queryable) {
  const { rows } = await db.query<{ total: number; month: number; halfyear: number; posts: number; comments: number; servers: number }>(
    `select (select count(*)::int from users where domain is null) as total,
            (select count(distinct author_id)::int from posts where created_at > now() - interval '30 days' and uri is null) as month,
            (select count(distinct author_id)::int from posts where created_at > now() - interval '180 days' and uri is null) as halfyear,
            (select count(*)::int from posts where visibility = 'public' and uri is null) as posts,
            (select count(*)::int from comments where uri is null) as comments,
            (select count(distinct domain)::int from users where domain is not null) as servers`,
  );
  const row = rows[0]!;
  return {
    users: { total: row.total, activeMonth: row.month, activeHalfyear: row.halfyear },
    posts: row.posts,
    comments: row.comments,
    servers: row.servers,
  };
}
