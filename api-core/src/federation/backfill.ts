import type { UserRef } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import type { Jobs } from '../platform';
import { noteTables } from './remote-posts';

/**
 * The posts and replies of elsewhere kept before this server read all a Note carries, and the
 * people of elsewhere last read before it read their names' emoji (migration 069 marks them,
 * `backfill_due`): each read again once from its server by `federation.backfill`, the newest
 * first, so a server upgraded shows them whole. One job runs at a time on the whole server (its
 * queue in turn has one key), reading one after another, so their servers are asked one thing at
 * a time.
 */

/** What is read again next: a post or reply of elsewhere (its id there and its author), or a person (their actor's id). */
export type BackfillDue = { kind: 'note'; uri: string; author: UserRef } | { kind: 'person'; uri: string };

/** Whether any post, reply or person of elsewhere is still to be read again. */
export async function backfillDue(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>(
    `select exists (select 1 from posts where backfill_due) or exists (select 1 from comments where backfill_due)
            or exists (select 1 from users where backfill_due) as due`,
  );
  return rows[0]?.due ?? false;
}

/**
 * The server starts, or a job of the backfill has read its share: when any post, reply or person
 * is still to be read again, the job that reads them is added (or the one waiting stays alone: one
 * waits at most), so a server stopped before it was done takes it up again.
 */
export async function startBackfillWhenDue(deps: { db: Database; jobs: Jobs }): Promise<void> {
  if (await backfillDue(deps.db)) await deps.jobs.enqueue(deps.db, { name: 'federation.backfill', data: {} });
}

/**
 * The next one to read again (the newest first; the posts, then the replies, then the people),
 * unmarked as it is taken, so each is read once. Null when none is left.
 */
export async function takeBackfillDue(db: Queryable): Promise<BackfillDue | null> {
  return (await takeNoteDue(db)) ?? (await takePersonDue(db));
}

async function takeNoteDue(db: Queryable): Promise<BackfillDue | null> {
  // The posts, then the replies.
  for (const table of [noteTables.post, noteTables.comment]) {
    const { rows } = await db.query<{ uri: string; _id: string; username: string }>(
      `with taken as (
         update ${table} set backfill_due = false
          where id = (select id from ${table} where backfill_due order by created_at desc, id desc limit 1 for update skip locked)
          returning uri, author_id)
       select t.uri, u.id as "_id", u.username from taken t join users u on u.id = t.author_id`,
    );
    const [row] = rows;
    if (!row) continue;
    // A reply kept as a post too is read once for both (`completeRemoteNote`).
    if (table === noteTables.post) await db.query('update comments set backfill_due = false where uri = $1 and backfill_due', [row.uri]);
    return { kind: 'note', uri: row.uri, author: { _id: row._id, username: row.username } };
  }
  return null;
}

async function takePersonDue(db: Queryable): Promise<BackfillDue | null> {
  const { rows } = await db.query<{ uri: string }>(
    `with taken as (
       update users set backfill_due = false
        where id = (select id from users where backfill_due order by updated_at desc, id desc limit 1 for update skip locked)
        returning id)
     -- Every person of elsewhere has an actor known (migration 036): the migration marks no one else.
     select a.uri from taken t join remote_actors a on a.id = t.id`,
  );
  const [row] = rows;
  return row ? { kind: 'person', uri: row.uri } : null;
}
