import { limits } from 'api-contract/limits';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { visibleTo } from '../safety/visibility';

export const commentKeyset: Keyset = { list: 'comments', columns: [column('created_at', 'time'), column('id', 'id')], descending: false };

/**
 * The page of a post's comments, oldest first (comments_by_post), as `viewerId` (null: nobody
 * signed in) sees it: without the comments of people either blocks the other, the viewer
 * mutes, or who are suspended. The post's comment count still counts every one.
 */
export function commentListQuery(postId: string, page: Page, viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const me = viewerId === null ? null : param(viewerId);
  return {
    sql: `select c.id, ${keysSelected(commentKeyset, 'c')} from comments c
           where c.post_id = ${param(postId)} and ${visibleTo('c.author_id', me, { mutes: true })}
             and ${startsAfter(commentKeyset, 'c', page, param)}
           order by ${orderedBy(commentKeyset, 'c')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The first comments of each post a list shows (`previewMax` each, oldest first, as in commentListQuery), as ids by post. */
export function firstCommentsQuery(postIds: string[], viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const shown = param(postIds);
  const me = viewerId === null ? null : param(viewerId);
  return {
    sql: `select c.id, c.post_id from unnest(${shown}::text[]) as shown(id)
           cross join lateral (
             select c.id, c.post_id, c.created_at from comments c
              where c.post_id = shown.id and ${visibleTo('c.author_id', me, { mutes: true })}
              order by c.created_at, c.id limit ${limits.previewMax}) c
           order by c.post_id, c.created_at, c.id`,
    params,
  };
}
