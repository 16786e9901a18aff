import type { Queryable } from '../db/database';
import { followsManyPeople, personByPersonFeedQuery, postKeyset, postListQuery } from '../posts/post-lists';

type PageRow = Record<string, unknown>;

/**
 * The first page of a reader's home feed (the newest), as its call reads it (for someone who
 * follows many: from the people active lately, `recentFeedQuery`) and as it is read from each
 * person followed, each row with its keys (the next page's cursor is the last row's): a test
 * holds the one to the other.
 */
export async function firstFeedPages(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ asRead: PageRow[]; personByPerson: PageRow[] }> {
  const page = { limit, after: null };
  const rowsOf = async (query: { sql: string; params: unknown[] }) =>
    (await db.query<PageRow>(query.sql, query.params)).rows.slice(0, limit);
  return {
    asRead: await rowsOf(postListQuery({ from: 'feed', userId, followsMany: await followsManyPeople(db, userId) }, 'newest', page, userId)),
    personByPerson: await rowsOf(personByPersonFeedQuery(userId, postKeyset('feed', 'newest'), 'newest', page)),
  };
}
