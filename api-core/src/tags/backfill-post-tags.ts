import type { Queryable } from '../db/database';
import { writePostTags } from './post-tags';

const batchSize = 1000;

/**
 * The tags of the posts written before tags were kept (migration 012), read as a new post's are
 * (`writePostTags`), so a tag's page lists them too: the posts whose text holds a `#`, a batch at
 * a time in the order of their ids.
 */
export async function backfillPostTags(tx: Queryable): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await tx.query<{ id: string; caption: string; content: string }>(
      `select id, caption, content from posts where id > $1 and (caption like '%#%' or content like '%#%') order by id limit $2`,
      [after, batchSize],
    );
    for (const { id, caption, content } of rows) await writePostTags(tx, id, caption, content);
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}
