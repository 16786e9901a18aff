import * as v from 'valibot';
import { endpoints } from 'api-contract/endpoints';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validate } from 'api-contract/validate';
import { commentListRequest } from '../comments/comment-list-requests';
import type { Queryable } from '../db/database';
import { listedStatement, type RecordSelect } from '../pages/listed';
import type { PlannedPage } from '../pages/planned-page';
import { commentSelect } from '../comments/comment-views';
import { postSelect } from '../posts/post-views';
import { userSelect } from '../users/user-views';
import { bookmarkedRequest, postListRequest } from '../posts/post-list-requests';
import { userSearchRequest } from '../users/user-list-requests';
import { ownListRequest } from '../safety/own-list-requests';

/**
 * Which list to explain, with the query its call would get (`sort`, `limit`, `cursor`, `q`),
 * the id it is about (the author, the signed-in user, the post), as a request names them, and
 * the id of the signed-in viewer, if any.
 */
export const ExplainSchema = v.object({
  list: v.picklist(['posts', 'author', 'feed', 'bookmarked', 'comments', 'users', 'blocks', 'mutes']),
  id: v.optional(v.string(), ''),
  viewerId: v.optional(v.nullable(v.string()), null),
  query: v.optional(v.record(v.string(), v.string()), {}),
});

export type ExplainRequest = v.InferOutput<typeof ExplainSchema>;

/** The list's query, built exactly as its handler builds it from the same query, for the same viewer. */
function plannedList({ list, id, viewerId, query }: ExplainRequest): Result<PlannedPage | null> {
  switch (list) {
    case 'posts':
      return chain(validate(endpoints.getPosts.query, query), (fields) => postListRequest({ from: 'everyone' }, fields, viewerId));
    case 'author':
      return chain(validate(endpoints.getUserPosts.query, query), (fields) =>
        postListRequest({ from: 'author', authorId: id }, fields, viewerId),
      );
    case 'feed':
      return chain(validate(endpoints.getFeedPage.query, query), (fields) => postListRequest({ from: 'feed', userId: id }, fields, id));
    case 'bookmarked':
      return chain(validate(endpoints.getBookmarkedPostsPage.query, query), (fields) => bookmarkedRequest(id, fields));
    case 'comments':
      return chain(validate(endpoints.getComments.query, query), (fields) => commentListRequest(id, fields, viewerId));
    case 'users':
      return chain(validate(endpoints.searchUsers.query, query), (fields) => userSearchRequest(fields, viewerId));
    case 'blocks':
    case 'mutes':
      return chain(validate(endpoints.getBlocks.query, query), (fields) => ownListRequest(list, id, fields));
  }
}

/** What the list's statement reads of each record: a post, a comment or a user, as the viewer sees it. */
function recordSelect({ list, viewerId }: ExplainRequest): RecordSelect {
  if (list === 'comments') return commentSelect(viewerId);
  return ['users', 'blocks', 'mutes'].includes(list) ? userSelect(viewerId) : postSelect(viewerId);
}

/**
 * PostgreSQL's plan (EXPLAIN, as JSON) of the one statement that reads a page of a list, its
 * records with them, with the values its handler would bind.
 */
export async function explainList(db: Queryable, request: ExplainRequest): Promise<Result<unknown>> {
  const planned = plannedList(request);
  if (!planned.ok || !planned.value) return planned.ok ? succeed(null) : planned;
  const { sql, params } = listedStatement({ page: planned.value }, recordSelect(request));
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
  const plan = rows[0]?.['QUERY PLAN'];
  return succeed(typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan);
}
