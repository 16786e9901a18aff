import * as v from 'valibot';
import { endpoints } from 'api-contract/endpoints';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validate } from 'api-contract/validate';
import { commentListRequest } from '../comments/comment-list-requests';
import type { Queryable } from '../db/database';
import type { PlannedPage } from '../pages/planned-page';
import { bookmarkedRequest, postListRequest } from '../posts/post-list-requests';
import { userSearchRequest } from '../users/user-list-requests';

/**
 * Which list to explain, with the query its call would get (`sort`, `limit`, `cursor`, `q`)
 * and the id it is about (the author, the signed-in user, the post), as a request names them.
 */
export const ExplainSchema = v.object({
  list: v.picklist(['posts', 'author', 'feed', 'bookmarked', 'comments', 'users']),
  id: v.optional(v.string(), ''),
  query: v.optional(v.record(v.string(), v.string()), {}),
});

export type ExplainRequest = v.InferOutput<typeof ExplainSchema>;

/** The list's query, built exactly as its handler builds it from the same query. */
function plannedList({ list, id, query }: ExplainRequest): Result<PlannedPage | null> {
  switch (list) {
    case 'posts':
      return chain(validate(endpoints.getPosts.query, query), (fields) => postListRequest({ from: 'everyone' }, fields));
    case 'author':
      return chain(validate(endpoints.getUserPosts.query, query), (fields) => postListRequest({ from: 'author', authorId: id }, fields));
    case 'feed':
      return chain(validate(endpoints.getFeedPage.query, query), (fields) => postListRequest({ from: 'feed', userId: id }, fields));
    case 'bookmarked':
      return chain(validate(endpoints.getBookmarkedPostsPage.query, query), (fields) => bookmarkedRequest(id, fields));
    case 'comments':
      return chain(validate(endpoints.getComments.query, query), (fields) => commentListRequest(id, fields));
    case 'users':
      return chain(validate(endpoints.searchUsers.query, query), userSearchRequest);
  }
}

/** PostgreSQL's plan of a list's query (EXPLAIN, as JSON), with the values its handler would bind. */
export async function explainList(db: Queryable, request: ExplainRequest): Promise<Result<unknown>> {
  const planned = plannedList(request);
  if (!planned.ok || !planned.value) return planned.ok ? succeed(null) : planned;
  const { sql, params } = planned.value.query;
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
  const plan = rows[0]?.['QUERY PLAN'];
  return succeed(typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan);
}
