import { select, take } from 'redux-saga/effects';
import type { Action, UnknownAction } from 'redux';
import type { ApiClient } from 'api-contract/client';
import type { Comment } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { apiCall } from 'shell/api-call';
import type { CommentsState } from './comments-state';
import type { CommentList } from './paged-list';

type CommentPage = { comments: Comment[]; nextCursor: string | null };
type FetchPage = (api: ApiClient, cursor: string | null, limit: number) => Promise<CommentPage>;

/** The page a request asks for: from its cursor, or (`again`) the list on screen loaded again as far as it had reached. */
export function* pageAskedFor(
  list: CommentList,
  request: { cursor: string | null; again?: boolean },
  pageSize: number,
  fetchPage: FetchPage,
) {
  if (request.again === true && list.status === 'loaded') return yield* pagesAgain(list, pageSize, fetchPage);
  return yield* apiCall((api) => fetchPage(api, request.cursor, pageSize));
}

/**
 * Loads a list on screen again from its start, as far as it had reached, and answers it as one
 * page: to its end when it was complete (a comment announced joins the end), else until a page
 * goes past the last record loaded before (an unblock brings someone's comments back among them,
 * and what had been loaded comes back with them, not the first page alone). The first call asks
 * for about as many as the list shows, the others a page each, or the most at once to reach an end.
 */
function* pagesAgain(list: CommentList, pageSize: number, fetchPage: FetchPage) {
  const complete = list.nextCursor === null;
  const comments: Comment[] = [];
  let cursor: string | null = null;
  let limit = Math.min(limits.pageSizeMax, Math.max(pageSize, list.ids.length + 1));
  for (;;) {
    const from = cursor;
    const page: CommentPage = yield* apiCall((api) => fetchPage(api, from, limit));
    comments.push(...page.comments);
    cursor = page.nextCursor;
    limit = complete ? limits.pageSizeMax : pageSize;
    // Strictly past: records of the same millisecond as the last one loaded are all in then.
    const past = list.reached === null || (comments.at(-1)?.createdAt ?? '') > list.reached;
    if (cursor === null || (!complete && past)) return { comments, nextCursor: cursor };
  }
}

/**
 * The list as it stands once no page of it is under way (`ended` matches the end of one): a page
 * read before a comment announced meanwhile was stored would end the list without it, so an
 * announcement is weighed against the list as that page leaves it.
 */
export function* settledList<L extends CommentList>(
  selectList: (state: { comments: CommentsState }) => L,
  ended: (action: UnknownAction) => boolean,
) {
  let list = (yield select(selectList)) as L;
  while (list.status === 'loading' || list.more === 'loading') {
    yield take((action: Action) => ended(action as UnknownAction));
    list = (yield select(selectList)) as L;
  }
  return list;
}
