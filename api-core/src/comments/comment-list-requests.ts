import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageIfAsked } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { commentKeyset, commentListQuery } from './comment-lists';

/** The page of a post's comments a query asks for, as `viewerId` sees it, or null without a limit (the spec's list). */
export function commentListRequest(postId: string, fields: PageQuery, viewerId: string | null): Result<PlannedPage | null> {
  return chain(pageIfAsked(fields, commentKeyset), (page) =>
    succeed(page && { query: commentListQuery(postId, page, viewerId), keyset: commentKeyset, page }),
  );
}
