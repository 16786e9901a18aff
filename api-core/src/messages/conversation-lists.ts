import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { conversationKeyset, conversationPageQuery, messageKeyset, messagePageQuery } from './conversation-views';

/** The page of `userId`'s conversations a query asks for. What the handler runs, and what the plan test explains. */
export function conversationListRequest(userId: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, conversationKeyset), (page) =>
    succeed({ query: conversationPageQuery(userId, page), keyset: conversationKeyset, page }),
  );
}

/** The page of a conversation's messages a query asks for. What the handler runs, and what the plan test explains. */
export function messageListRequest(conversationId: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, messageKeyset), (page) =>
    succeed({ query: messagePageQuery(conversationId, page), keyset: messageKeyset, page }),
  );
}
