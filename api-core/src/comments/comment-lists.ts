import { limits } from 'api-contract/limits';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';

export const commentKeyset: Keyset = { list: 'comments', columns: [column('created_at', 'time'), column('id', 'id')], descending: false };

/** The page of a post's comments, oldest first (comments_by_post). */
export function commentListQuery(postId: string, page: Page): SqlQuery {
  const { params, param } = parameters();
  return {
    sql: `select c.id, ${keysSelected(commentKeyset, 'c')} from comments c
           where c.post_id = ${param(postId)} and ${startsAfter(commentKeyset, 'c', page, param)}
           order by ${orderedBy(commentKeyset, 'c')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The first comments of each post a list shows (`previewMax` each, oldest first), as ids by post. */
export function firstCommentsQuery(postIds: string[]): SqlQuery {
  return {
    sql: `select c.id, c.post_id from unnest($1::text[]) as shown(id)
           cross join lateral (
             select c.id, c.post_id, c.created_at from comments c where c.post_id = shown.id
              order by c.created_at, c.id limit ${limits.previewMax}) c
           order by c.post_id, c.created_at, c.id`,
    params: [postIds],
  };
}
