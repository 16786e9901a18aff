import type { Request } from 'miragejs';
import { endpoints } from 'api-contract/endpoints';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validate } from 'api-contract/validate';
import { isSortOrder, type SortOrder } from './orders';

/**
 * A list call's query, checked with the contract's schemas. The contract's package does not
 * export its queries module, so the schemas are taken from its endpoint table, which names
 * each call's query schema; what they let through is then read into plain types.
 */

export type PageQuery = { limit?: number; cursor?: string };
export type PostPageQuery = PageQuery & { sort: SortOrder };
export type UserSearchQuery = PageQuery & { q: string };
/** `usernames` absent: the spec's list of users; present: the users it names. */
export type UsersQuery = { usernames?: string[] };

type ListCall = 'getUsers' | 'getPosts' | 'getFeedPage' | 'getBookmarkedPostsPage' | 'getUserPosts' | 'getComments' | 'searchUsers';

function querySchemaOf(operationId: ListCall) {
  const schema = endpoints.find((endpoint) => endpoint.operationId === operationId)?.query;
  if (!schema) throw new Error(`The contract's endpoint table gives ${operationId} no query.`);
  return schema;
}

/**
 * Every query parameter as it arrived: text when given once, a list when repeated, which the
 * schemas refuse (Mirage's own `queryParams` keeps only one of `limit=2&limit=3`).
 */
function rawQuery(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url, 'http://localhost').searchParams;
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? values[0]! : values];
    }),
  );
}

function readQuery(request: Request, operationId: ListCall): Result<Record<string, unknown>> {
  return validate(querySchemaOf(operationId), rawQuery(request));
}

const pageFields = (query: Record<string, unknown>): PageQuery => ({
  limit: typeof query.limit === 'number' ? query.limit : undefined,
  cursor: typeof query.cursor === 'string' ? query.cursor : undefined,
});

export const pageQuery = (request: Request, operationId: 'getBookmarkedPostsPage' | 'getComments'): Result<PageQuery> =>
  chain(readQuery(request, operationId), (query) => succeed(pageFields(query)));

export const postPageQuery = (request: Request, operationId: 'getPosts' | 'getFeedPage' | 'getUserPosts'): Result<PostPageQuery> =>
  chain(readQuery(request, operationId), (query) =>
    succeed({ ...pageFields(query), sort: isSortOrder(query.sort) ? query.sort : 'newest' }),
  );

export const userSearchQuery = (request: Request): Result<UserSearchQuery> =>
  chain(readQuery(request, 'searchUsers'), (query) => succeed({ ...pageFields(query), q: typeof query.q === 'string' ? query.q : '' }));

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export const usersQuery = (request: Request): Result<UsersQuery> =>
  chain(readQuery(request, 'getUsers'), (query) => succeed(isTextList(query.usernames) ? { usernames: query.usernames } : {}));
