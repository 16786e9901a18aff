import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageIfAsked, pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { commentKeyset, commentListQuery, replyKeyset, replyListQuery } from './comment-lists';

/** The page of a post's comments a query asks for, as `viewerId` sees it, or null without a limit (the spec's list). */
export function commentListRequest(postId: string, fields: PageQuery, viewerId: string | null): Result<PlannedPage | null> {
  return chain(pageIfAsked(fields, commentKeyset), (page) =>
    succeed(page && { query: commentListQuery(postId, page, viewerId), keyset: commentKeyset, page }),
  );
}

/** The page of a comment's replies a query asks for, as `viewerId` sees it: a page always. */
export function replyListRequest(parentId: string, fields: PageQuery, viewerId: string | null): Result<PlannedPage> {
  return chain(pageOf(fields, replyKeyset), (page) =>
    succeed({ query: replyListQuery(parentId, page, viewerId), keyset: replyKeyset, page }),
  );
}
