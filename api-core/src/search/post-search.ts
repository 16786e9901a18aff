import type { Queryable } from '../db/database';
import {
  column,
  cursorAfter,
  keysSelected,
  orderedBy,
  parameters,
  readPageRows,
  type Keyset,
  type Page,
  type PageRow,
  type SqlQuery,
} from '../pages/keyset';
import { postVisibleTo } from '../safety/visibility';

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

/** Each rank, best first: its relevance (the cursor's first key) and the posts it holds, by their stored words (migration 013). */
const ranks = [
  { relevance: 2, matches: (query: string) => `p.caption_words @@ ${query}` },
  { relevance: 1, matches: (query: string) => `p.text_words @@ ${query} and not (p.caption_words @@ ${query})` },
] as const;

/**
 * How many of the newest posts after the cursor a search tests one by one before it asks its
 * index of words: enough that a common word fills a page among them, few enough to cost what a
 * page of Explore costs.
 */
const newestTested = 1000;

export type SearchRank = (typeof ranks)[number]['relevance'];

/** The text search configurations posts are read in (`search_configuration` of migration 019). */
const searchConfigurations = ['english', 'spanish', 'german', 'french', 'simple'] as const;
type SearchConfiguration = (typeof searchConfigurations)[number];

/**
 * What a person typed as PostgreSQL's text search reads it (`websearch_to_tsquery`: words in any
 * of their forms, "quoted phrases", `-word` left out), in each language a post's words are read
 * in (migration 019: a Spanish post's "corriendo" is found by "correr"), or null when it holds no
 * word to look for (only symbols, or only words as common as "the").
 */
export async function searchTerms(db: Queryable, typed: string): Promise<string | null> {
  const { rows } = await db.query<Record<SearchConfiguration, string>>(
    `select ${searchConfigurations.map((configuration) => `websearch_to_tsquery('${configuration}', $1)::text as ${configuration}`).join(', ')}`,
    [typed],
  );
  const parsed = rows[0];
  if (!parsed || parsed.english === '') return null;
  // Each distinct reading once: "sunday" read alike five times would count five times over in
  // the planner's estimate of how many posts match, and turn it from the index to the table.
  const readings = [...new Set(searchConfigurations.map((configuration) => parsed[configuration]).filter((terms) => terms !== ''))];
  return readings.map((terms) => `( ${terms} )`).join(' | ');
}

/**
 * One rank's posts matching `terms` (from `searchTerms`) after the page's cursor, newest first,
 * as `viewerId` (null: nobody signed in) sees them, as Explore shows them (the community's own
 * posts, not those of elsewhere). The newest
 * `newestTested` posts are tested first, on the index of the newest; only when they hold less
 * than a page are the older matches read, all at once from the rank's index of words (a rarer
 * word: few matches) and sorted. Left to itself, the planner walks the newest posts for any word
 * its statistics do not know, through the whole table when nobody wrote it.
 */
export function postSearchQuery(terms: string, relevance: SearchRank, page: Page, viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const query = `${param(terms)}::tsquery`;
  const me = viewerId === null ? null : param(viewerId);
  const { matches } = ranks.find((rank) => rank.relevance === relevance)!;
  const shown = `${matches(query)} and ${postVisibleTo('p', me, { mutes: true })}`;
  const wanted = param(page.limit + 1);
  const after = page.after;
  const startsAfter =
    after && Number(after[0]) === relevance ? `(p.created_at, p.id) < (${param(after[1])}::timestamptz, ${param(after[2])}::text)` : 'true';
  return {
    sql: `with newest as (
            select p.id, p.created_at, p.author_id, p.caption_words, p.text_words, p.visibility from posts p
             where p.uri is null and ${startsAfter} order by p.created_at desc, p.id desc limit ${newestTested}
          ), found_newest as materialized (
            select p.id, p.created_at from newest p where ${shown} order by p.created_at desc, p.id desc limit ${wanted}
          )
          select f.id, ${keysSelected(searchKeyset, 'f')} from (
            select id, ${relevance} as relevance, created_at from found_newest
            union all
            select id, ${relevance} as relevance, created_at from (
              select p.id, p.created_at from posts p
               where p.uri is null and ${shown} and (select count(*) from found_newest) < ${wanted} and (select count(*) from newest) = ${newestTested}
              -- offset 0 plans the older matches apart from the order below and the bound after it: from
              -- the index of words alone (with the bound inside, PostgreSQL ANDed the words' few matches
              -- with a million-entry bitmap of the newest index: 400 ms for a word in three posts).
              offset 0) older
             where (older.created_at, older.id) < (select n.created_at, n.id from newest n order by n.created_at, n.id limit 1)
          ) f
          order by ${orderedBy(searchKeyset, 'f')} limit ${wanted}`,
    params,
  };
}

/**
 * The ids of a page of a search, and the next page's cursor: the ranks the cursor is not past,
 * best first, each read alone and only while the page has room. So the caption's rank, which a
 * common word fills at once, spares the rank below it, whose condition no index holds (the
 * content's words without the caption's) and which, read together, would scan what the first
 * rank found to leave it out.
 */
export async function readSearchPage(
  db: Queryable,
  terms: string,
  page: Page,
  viewerId: string | null,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const reading = ranks.filter((rank) => !page.after || Number(page.after[0]) >= rank.relevance);
  const ids: string[] = [];
  let last: PageRow | undefined;
  for (const [index, { relevance }] of reading.entries()) {
    const rankPage: Page = { limit: page.limit - ids.length, after: page.after };
    const { rows, nextCursor } = await readPageRows(db, postSearchQuery(terms, relevance, rankPage, viewerId), searchKeyset, rankPage);
    ids.push(...rows.map((row) => row.id));
    if (nextCursor) return { ids, nextCursor };
    last = rows.at(-1) ?? last;
    // Full as this rank ends: the next page begins after its last post, in the ranks below.
    if (ids.length === page.limit) return { ids, nextCursor: index < reading.length - 1 ? cursorAfter(searchKeyset, last, true) : null };
  }
  return { ids, nextCursor: null };
}
