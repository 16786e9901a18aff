import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageIfAsked } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { commentKeyset, commentListQuery } from './comment-lists';

/** The page of a post's comments a query asks for, or null without a limit (the spec's list). */
export function commentListRequest(postId: string, fields: PageQuery): Result<PlannedPage | null> {
  return chain(pageIfAsked(fields, commentKeyset), (page) =>
    succeed(page && { query: commentListQuery(postId, page), keyset: commentKeyset, page }),
  );
}
