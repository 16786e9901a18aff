import type { PageQuery, PostPageQuery, SortOrder } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { postVisibleTo } from '../safety/visibility';

const newestFirst = [column('created_at', 'time'), column('post_id', 'id')];

/** A tag's page in each order of the contract, each read through an index in the same order (post_tags_newest, post_tags_trending). */
const sortKeys: Record<SortOrder, Pick<Keyset, 'columns' | 'descending'>> = {
  newest: { columns: newestFirst, descending: true },
  oldest: { columns: newestFirst, descending: false },
  trending: { columns: [column('like_count', 'count'), ...newestFirst], descending: true },
};

export const tagPostsKeyset = (sort: SortOrder): Keyset => ({ list: `tag.${sort}`, ...sortKeys[sort] });

/**
 * The page of the posts holding `tag` (normalized) in `sort`'s order, as `viewerId` (null: nobody
 * signed in) sees it: as Explore, without the posts of people either blocks the other, the viewer
 * mutes, or who are suspended, nor those not for the viewer; one probe of the post's author per row, inside the page's statement.
 */
export function tagPostsQuery(tag: string, sort: SortOrder, page: Page, viewerId: string | null): SqlQuery {
  const keyset = tagPostsKeyset(sort);
  const { params, param } = parameters();
  const me = viewerId === null ? null : param(viewerId);
  return {
    sql: `select t.post_id as id, ${keysSelected(keyset, 't')} from post_tags t join posts p on p.id = t.post_id
           where t.tag = ${param(tag)} and ${postVisibleTo('p', me, { mutes: true })}
             and ${startsAfter(keyset, 't', page, param)}
           order by ${orderedBy(keyset, 't')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** Tags the most used first, then by name: the negated count makes the order all ascending (tags_popular). */
export const tagSearchKeyset: Keyset = {
  list: 'tags',
  columns: [{ sql: (alias) => `(-${alias}.post_count)`, kind: 'count' }, column('name', 'text')],
  descending: false,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern: a tag may hold `_`. */
const literally = (text: string): string => text.replace(/[\\%_]/g, (sign) => `\\${sign}`);

/**
 * The page of tags beginning with `prefix` (normalized, without its `#`; empty: every tag), the
 * most used first. A prefix reads its range of tags_prefix; none reads tags_popular in order.
 */
export function tagSearchQuery(prefix: string, page: Page): SqlQuery {
  const { params, param } = parameters();
  const starts = prefix === '' ? 'true' : `g.name like ${param(`${literally(prefix)}%`)}`;
  return {
    sql: `select g.name as id, g.post_count, ${keysSelected(tagSearchKeyset, 'g')} from tags g
           where g.post_count > 0 and ${starts} and ${startsAfter(tagSearchKeyset, 'g', page, param)}
           order by ${orderedBy(tagSearchKeyset, 'g')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The page of a tag's posts a query asks for, as `viewerId` sees it: what the handler reads, and what the plan test explains. */
export function tagPostsRequest(tag: string, { sort, ...fields }: PostPageQuery, viewerId: string | null): Result<PlannedPage> {
  const keyset = tagPostsKeyset(sort);
  return chain(pageOf(fields, keyset), (page) => succeed({ query: tagPostsQuery(tag, sort, page, viewerId), keyset, page }));
}

/** The page of tags beginning with `prefix` a query asks for. */
export function tagSearchRequest(prefix: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, tagSearchKeyset), (page) => succeed({ query: tagSearchQuery(prefix, page), keyset: tagSearchKeyset, page }));
}
