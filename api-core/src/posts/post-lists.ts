import type { SortOrder } from 'api-contract/queries';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { visibleTo } from '../safety/visibility';

/** Whose posts a list shows: everyone's, one author's, or a user's home feed. */
export type PostList = { from: 'everyone' } | { from: 'author'; authorId: string } | { from: 'feed'; userId: string };

const newestFirst = [column('created_at', 'time'), column('id', 'id')];

/** The orders of the contract, each read through an index in the same order (posts_newest, posts_trending...). */
const sortKeys: Record<SortOrder, Pick<Keyset, 'columns' | 'descending'>> = {
  newest: { columns: newestFirst, descending: true },
  oldest: { columns: newestFirst, descending: false },
  trending: { columns: [column('like_count', 'count'), ...newestFirst], descending: true },
};

export const postKeyset = (list: PostList['from'], sort: SortOrder): Keyset => ({ list: `${list}.${sort}`, ...sortKeys[sort] });

/**
 * The page of a list of posts, as ids with their sort keys, as `viewerId` (null: nobody signed
 * in) sees it: without the posts of people either blocks the other or who are suspended, nor,
 * in Explore and the feed, of people the viewer mutes. A muted person's own posts still show
 * to whoever goes to their profile, as a post does by its id. The conditions sit inside the
 * page's statement, so a page is full and its cursor is the last shown post's.
 *
 * The feed is computed on read: for the user and each person they follow (and may see), that
 * author's first posts after the cursor (an index seek per author, posts_by_author or
 * posts_by_author_trending), merged and cut to the page. Following many people costs one short
 * seek each, never a scan of everyone's posts.
 */
export function postListQuery(list: PostList, sort: SortOrder, page: Page, viewerId: string | null): SqlQuery {
  const keyset = postKeyset(list.from, sort);
  const { params, param } = parameters();
  if (list.from === 'feed') {
    const me = param(list.userId);
    const size = param(page.limit + 1);
    return {
      sql: `select f.id, ${keysSelected(keyset, 'f')}
              from (select a.author_id from (select ${me}::text as author_id union all select followee_id from follows where follower_id = ${me}) a
                     where ${visibleTo('a.author_id', me, { mutes: true })}) authors
             cross join lateral (
               select p.id, p.created_at, p.like_count from posts p
                where p.author_id = authors.author_id and ${startsAfter(keyset, 'p', page, param)}
                order by ${orderedBy(keyset, 'p')} limit ${size}) f
             order by ${orderedBy(keyset, 'f')} limit ${size}`,
      params,
    };
  }
  const me = viewerId === null ? null : param(viewerId);
  // One author's list: its conditions name the parameter, not the row, so they are checked once.
  const author = list.from === 'author' ? `${param(list.authorId)}::text` : null;
  const shown = author
    ? `p.author_id = ${author} and ${visibleTo(author, me, { mutes: false })}`
    : visibleTo('p.author_id', me, { mutes: true });
  return {
    sql: `select p.id, ${keysSelected(keyset, 'p')} from posts p
           where ${shown} and ${startsAfter(keyset, 'p', page, param)}
           order by ${orderedBy(keyset, 'p')} limit ${param(page.limit + 1)}`,
    params,
  };
}

export const bookmarkKeyset: Keyset = {
  list: 'bookmarked',
  columns: [column('created_at', 'time'), column('post_id', 'id')],
  descending: true,
};

/**
 * The page of the posts a user bookmarked, the latest bookmark first (bookmarks_latest), without
 * those of people either blocks the other or who are suspended. One bookmarked a post on purpose:
 * a mute leaves it there.
 */
export function bookmarkedPostsQuery(userId: string, page: Page): SqlQuery {
  const { params, param } = parameters();
  const me = param(userId);
  return {
    sql: `select b.post_id as id, ${keysSelected(bookmarkKeyset, 'b')} from bookmarks b join posts p on p.id = b.post_id
           where b.user_id = ${me} and ${visibleTo('p.author_id', me, { mutes: false })} and ${startsAfter(bookmarkKeyset, 'b', page, param)}
           order by ${orderedBy(bookmarkKeyset, 'b')} limit ${param(page.limit + 1)}`,
    params,
  };
}
