import { limits } from 'api-contract/limits';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { visibleTo } from '../safety/visibility';

const oldestFirst = [column('created_at', 'time'), column('id', 'id')];

export const commentKeyset: Keyset = { list: 'comments', columns: oldestFirst, descending: false };
export const replyKeyset: Keyset = { list: 'replies', columns: oldestFirst, descending: false };

/**
 * A page of comments in a thread, oldest first, as `viewerId` (null: nobody signed in) sees it:
 * without the comments of people either blocks the other, the viewer mutes, or who are
 * suspended. The counts of comments and replies still count every one.
 */
function threadQuery(
  keyset: Keyset,
  inThread: (param: (value: unknown) => string) => string,
  page: Page,
  viewerId: string | null,
): SqlQuery {
  const { params, param } = parameters();
  const me = viewerId === null ? null : param(viewerId);
  return {
    sql: `select c.id, ${keysSelected(keyset, 'c')} from comments c
           where ${inThread(param)} and ${visibleTo('c.author_id', me, { mutes: true })}
             and ${startsAfter(keyset, 'c', page, param)}
           order by ${orderedBy(keyset, 'c')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The page of a post's comments on the post itself (comments_top_level): their replies are paged under each. */
export const commentListQuery = (postId: string, page: Page, viewerId: string | null): SqlQuery =>
  threadQuery(commentKeyset, (param) => `c.post_id = ${param(postId)} and c.parent_id is null`, page, viewerId);

/** The page of a comment's replies (comments_replies). */
export const replyListQuery = (parentId: string, page: Page, viewerId: string | null): SqlQuery =>
  threadQuery(replyKeyset, (param) => `c.parent_id = ${param(parentId)}`, page, viewerId);

/** The first comments of each post a list shows (`previewMax` each, oldest first, as in commentListQuery), as ids by post. */
export function firstCommentsQuery(postIds: string[], viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const shown = param(postIds);
  const me = viewerId === null ? null : param(viewerId);
  return {
    sql: `select c.id, c.post_id from unnest(${shown}::text[]) as shown(id)
           cross join lateral (
             select c.id, c.post_id, c.created_at from comments c
              where c.post_id = shown.id and c.parent_id is null and ${visibleTo('c.author_id', me, { mutes: true })}
              order by c.created_at, c.id limit ${limits.previewMax}) c
           order by c.post_id, c.created_at, c.id`,
    params,
  };
}
