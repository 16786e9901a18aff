import type { PageQuery, PostPageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Page } from '../pages/keyset';
import { pageIfAsked, pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { bookmarkKeyset, bookmarkedPostsQuery, likedKeyset, likedPostsQuery, postKeyset, postListQuery, type PostList } from './post-lists';

/**
 * A list of posts asked for by a query (`sort`, `limit`, `cursor`), as `viewerId` (null: nobody
 * signed in) sees it: its page and SQL, or null for a call of the spec's named without a limit
 * (everyone's or one author's posts). The feed is a page always. What the handlers run, and
 * what the plan test explains.
 */
export function postListRequest(list: PostList, { sort, ...fields }: PostPageQuery, viewerId: string | null): Result<PlannedPage | null> {
  const keyset = postKeyset(list.from, sort);
  // The feed and the posts of elsewhere name no spec call: a page whether or not a limit was asked.
  const page: Result<Page | null> =
    list.from === 'feed' || list.from === 'elsewhere' ? pageOf(fields, keyset) : pageIfAsked(fields, keyset);
  return chain(page, (asked) => succeed(asked && { query: postListQuery(list, sort, asked, viewerId), keyset, page: asked }));
}

/** The page of the posts a user bookmarked that a query asks for. */
export function bookmarkedRequest(userId: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, bookmarkKeyset), (page) =>
    succeed({ query: bookmarkedPostsQuery(userId, page), keyset: bookmarkKeyset, page }),
  );
}

/** The page of the posts `userId` liked that `fields` asks for. */
export function likedRequest(userId: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, likedKeyset), (page) => succeed({ query: likedPostsQuery(userId, page), keyset: likedKeyset, page }));
}
