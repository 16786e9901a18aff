import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { column, keysSelected, orderedBy, parameters, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { visibleTo } from '../safety/visibility';

/**
 * The posts a search finds, best match first: a post whose caption holds the search ranks above
 * one that holds it only with its content, and within each, the newest first. A rank that
 * PostgreSQL's ts_rank would give is computed on every match before the first page can be cut,
 * which at a million posts reads a common word's every post; for texts of 100 and 120 characters
 * it comes down to which of the two holds the words, and this order is read off an index.
 */
export const searchKeyset: Keyset = {
  list: 'search',
  columns: [column('relevance', 'count'), column('created_at', 'time'), column('id', 'id')],
  descending: true,
};

/** The expressions posts_caption_search and posts_text_search index, letter for letter (migration 012). */
const captionVector = `to_tsvector('english', p.caption)`;
const textVector = `to_tsvector('english', p.caption || ' ' || p.content)`;

/**
 * What a person typed as PostgreSQL's text search reads it (`websearch_to_tsquery`: words in any
 * of their forms, "quoted phrases", `-word` left out), or null when it holds no word to look for
 * (only symbols, or only words as common as "the").
 */
export async function searchTerms(db: Queryable, typed: string): Promise<string | null> {
  const { rows } = await db.query<{ terms: string }>(`select websearch_to_tsquery('english', $1)::text as terms`, [typed]);
  const terms = rows[0]?.terms ?? '';
  return terms === '' ? null : terms;
}

/**
 * The page of posts matching `terms` (from `searchTerms`), as `viewerId` (null: nobody signed
 * in) sees them, as Explore shows them. One branch per rank, each newest first on its own index
 * (a rare word through its index, a common one by the newest posts until enough match: the
 * planner chooses by the word's frequency); a branch the cursor is past is not read at all.
 */
export function postSearchQuery(terms: string, page: Page, viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const query = `${param(terms)}::tsquery`;
  const me = viewerId === null ? null : param(viewerId);
  const size = param(page.limit + 1);
  const ranks = [
    { relevance: 2, matches: `${captionVector} @@ ${query}` },
    { relevance: 1, matches: `${textVector} @@ ${query} and not (${captionVector} @@ ${query})` },
  ];
  const branches = ranks.flatMap(({ relevance, matches }) => {
    const after = page.after;
    if (after && Number(after[0]) < relevance) return [];
    const startsAfter =
      after && Number(after[0]) === relevance
        ? `(p.created_at, p.id) < (${param(after[1])}::timestamptz, ${param(after[2])}::text)`
        : 'true';
    return [
      `(select p.id, ${relevance} as relevance, p.created_at from posts p
         where ${matches} and ${visibleTo('p.author_id', me, { mutes: true })} and ${startsAfter}
         order by p.created_at desc, p.id desc limit ${size})`,
    ];
  });
  const found =
    branches.length > 0
      ? branches.join(' union all ')
      : 'select null::text as id, 0 as relevance, null::timestamptz as created_at where false';
  return {
    sql: `select f.id, ${keysSelected(searchKeyset, 'f')} from (${found}) f order by ${orderedBy(searchKeyset, 'f')} limit ${size}`,
    params,
  };
}

/** The page of posts matching `terms` a query asks for, as `viewerId` sees it: what the handler reads, and what the plan test explains. */
export function postSearchRequest(terms: string, fields: PageQuery, viewerId: string | null): Result<PlannedPage> {
  return chain(pageOf(fields, searchKeyset), (page) =>
    succeed({ query: postSearchQuery(terms, page, viewerId), keyset: searchKeyset, page }),
  );
}
