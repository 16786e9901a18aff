import type { UserSearchQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { popularKeyset, searchKeyset, userSearchQuery } from './user-lists';

/**
 * The page of the user search a query asks for, as `viewerId` sees it: by username when it holds
 * `q`, the most followed first otherwise.
 */
export function userSearchRequest({ q, following, ...fields }: UserSearchQuery, viewerId: string | null): Result<PlannedPage> {
  // A handle is written `@name` or `@name@host`; the name it holds is what is searched.
  const name = q.replace(/^@/, '');
  const keyset = name ? searchKeyset : popularKeyset;
  return chain(pageOf(fields, keyset), (page) =>
    succeed({ query: userSearchQuery(name, page, viewerId, { following: following === 'true' }), keyset, page }),
  );
}
