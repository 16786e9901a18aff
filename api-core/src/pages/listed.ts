import type { Queryable } from '../db/database';
import { cursorAfter, parameters, type PageRow, type SqlQuery } from './keyset';
import type { PlannedPage } from './planned-page';

/**
 * Which records a statement reads: a page of a list (in the list's order), the ids named (in
 * their order), or the rows a query selects (`id` and `ordinal`, its order), whole: a list read
 * in the same statement as its records, one round trip and one plan.
 */
export type Listed = { page: PlannedPage } | { ids: readonly string[] } | { selected: SqlQuery };

/**
 * What a view selects for each listed record: its columns, and the joins that reach them from
 * `listed` (which holds each record's `id`). `param` adds a parameter after the page's own.
 * `shownWhen`, when there is one, is the condition a record named by its id must meet to be
 * read (a post hidden from the viewer is not there for them); a page's own query has applied it
 * already, before its limit, so a page stays full.
 */
export type RecordSelect = (param: (value: unknown) => string) => { columns: string; joins: string; shownWhen?: string };

/**
 * One statement that reads a list's records: the page's ids (or the ids named) as `listed`,
 * joined to what the view selects of each, in the list's order. A page of twenty posts, with
 * their authors, what the viewer did and who liked them, is one round trip and one plan.
 */
export function listedStatement(source: Listed, select: RecordSelect): SqlQuery {
  if ('ids' in source) {
    const { params, param } = parameters();
    const listed = `select t.id, t.ordinal from unnest(${param(source.ids)}::text[]) with ordinality as t(id, ordinal)`;
    const { columns, joins, shownWhen = 'true' } = select(param);
    return {
      sql: `with listed as (${listed}) select listed.*, ${columns} from listed ${joins} where ${shownWhen} order by listed.ordinal`,
      params,
    };
  }
  if ('selected' in source) {
    const { params, param } = parameters(source.selected.params);
    const { columns, joins } = select(param);
    return {
      plan: source.selected.plan,
      sql: `with listed as (${source.selected.sql}) select listed.*, ${columns} from listed ${joins} order by listed.ordinal`,
      params,
    };
  }
  const { query, page } = source.page;
  const { params, param } = parameters(query.params);
  const { columns, joins } = select(param);
  // The page query reads one row more than the page holds: that row says there is a next page,
  // and only its count is read here.
  // The records' part is the same for any page and viewer: it is planned as the page's query is.
  return {
    plan: query.plan,
    sql: `with listed as (${query.sql})
          select listed.*, (select count(*) from listed)::int as listed_count, ${columns}
            from listed ${joins}
           where listed.ordinal <= ${param(page.limit)}
           order by listed.ordinal`,
    params,
  };
}

type ListedRow = PageRow & { listed_count?: number };

/** Runs a listed statement: the records' rows in order, and the cursor of the next page (null for a list read whole, or the last page). */
export async function readListed<Row extends object>(
  db: Queryable,
  source: Listed,
  select: RecordSelect,
): Promise<{ rows: Array<Row & ListedRow>; nextCursor: string | null }> {
  const { sql, params, plan } = listedStatement(source, select);
  const { rows } = await db.query<Row & ListedRow>(sql, params, { plan });
  if (!('page' in source)) return { rows, nextCursor: null };
  const { keyset, page } = source.page;
  const last = rows.at(-1);
  return { rows, nextCursor: cursorAfter(keyset, last, (last?.listed_count ?? 0) > page.limit) };
}
