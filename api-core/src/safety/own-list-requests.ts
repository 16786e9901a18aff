import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { ownListKeyset, ownListQuery, type OwnListName } from './safety-store';

/** The page of the people `userId` blocks, mutes or is asked to be followed by that a query asks for. What the handlers run, and what the plan test explains. */
export function ownListRequest(name: OwnListName, userId: string, fields: PageQuery): Result<PlannedPage> {
  const keyset = ownListKeyset(name);
  return chain(pageOf(fields, keyset), (page) => succeed({ query: ownListQuery(name, userId, page), keyset, page }));
}
