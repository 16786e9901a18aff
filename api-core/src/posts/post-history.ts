import type { PostVersion } from 'api-contract/entities';
import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, readPageRows, startsAfter, type Keyset, type Page } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';

/** A post's earlier versions, the latest first (post_versions_history). */
export const historyKeyset: Keyset = {
  list: 'post-history',
  columns: [column('written_at', 'time'), column('id', 'id')],
  descending: true,
};

type VersionRow = {
  id: string;
  caption: string;
  content: string;
  content_warning: string;
  image_changed: boolean;
  written_at: Date;
};

/** The page of post `postId`'s history a query asks for: the versions its edits replaced, read with their text in one statement. */
export function postHistoryRequest(postId: string, fields: PageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, historyKeyset), (page: Page) => {
    const { params, param } = parameters();
    const sql = `select v.id, v.caption, v.content, v.content_warning, v.image_changed, v.written_at, ${keysSelected(historyKeyset, 'v')}
                   from post_versions v
                  where v.post_id = ${param(postId)} and ${startsAfter(historyKeyset, 'v', page, param)}
                  order by ${orderedBy(historyKeyset, 'v')} limit ${param(page.limit + 1)}`;
    return succeed({ query: { sql, params }, keyset: historyKeyset, page });
  });
}

/** A planned page of a post's history, as the contract answers it. */
export async function readPostHistory(
  db: Queryable,
  { query, keyset, page }: PlannedPage,
): Promise<{ versions: PostVersion[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readPageRows<VersionRow>(db, query, keyset, page);
  const versions = rows.map((row) => ({
    _id: row.id,
    caption: row.caption,
    content: row.content,
    contentWarning: row.content_warning,
    imageChanged: row.image_changed,
    writtenAt: row.written_at.toISOString(),
  }));
  return { versions, nextCursor };
}
