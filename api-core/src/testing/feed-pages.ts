import type { Queryable } from '../db/database';
import { personByPersonFeedQuery, postKeyset, postListQuery } from '../posts/post-lists';

/**
 * The first page of a reader's home feed (the newest), as its call reads it (for someone who
 * follows many: from the people active lately, `recentFeedQuery`) and as it is read from each
 * person followed, by post id: a test holds the one to the other.
 */
export async function firstFeedPages(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ asRead: string[]; personByPerson: string[] }> {
  const page = { limit, after: null };
  const ids = async (query: { sql: string; params: unknown[] }) =>
    (await db.query<{ id: string }>(query.sql, query.params)).rows.map((row) => row.id).slice(0, limit);
  return {
    asRead: await ids(postListQuery({ from: 'feed', userId }, 'newest', page, userId)),
    personByPerson: await ids(personByPersonFeedQuery(userId, postKeyset('feed', 'newest'), 'newest', page)),
  };
}
