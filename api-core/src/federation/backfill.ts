import type { UserRef } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import type { Jobs } from '../platform';
import { noteTables } from './remote-posts';

/**
 * The posts and replies of elsewhere kept before this server read all a Note carries, and the
 * people of elsewhere last read before it read their names' emoji (migration 069 marks them,
 * `backfill_due`): each read again from its server by `federation.backfill`, the newest first, so
 * a server upgraded shows them whole. One job runs at a time on the whole server (its queue in
 * turn has one key), reading one after another, so their servers are asked one thing at a time.
 * One whose server did not answer then, or answered 404 once, is read again later
 * (`backfill_retries`, migration 070), up to `triedAgainAfter`'s tries, then given up.
 */

/**
 * What is read again next: a post or reply of elsewhere (its id there and its author), or a person
 * (their actor's id, and who they are here); `failures`, how often a read of it failed before.
 */
export type BackfillDue = { failures: number; uri: string } & ({ kind: 'note'; author: UserRef } | { kind: 'person'; userId: string });

/**
 * How long after each failed read the next is tried: its server down for a while, or asked too
 * often, answers later. After the last, it is given up and stays as it was kept.
 */
const triedAgainAfter = ['1 hour', '6 hours', '1 day'] as const;

/**
 * How long a post or reply the backfill reads must have been answered 404 before it goes: a day
 * (its fourth read, 31 hours after the first), not the ten minutes of a post a member opens. The
 * backfill reads every post kept of a server, and one that answers 404 for an hour by mistake (a
 * proxy, a move) would otherwise take them all, with the members' comments, likes and bookmarks.
 */
export const missingForTheBackfill = '1 day';

/** How long the next job waits when one took nothing due (the rows marked were held by another's transaction). */
const heldWait = 60_000;

/**
 * When the backfill is next due: now while any post, reply or person is still marked, or the
 * next try of one that failed; null once there is nothing left to read.
 */
export async function nextBackfillAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `select case when exists (select 1 from posts where backfill_due) or exists (select 1 from comments where backfill_due)
                   or exists (select 1 from users where backfill_due) then now()
                 else (select min(next_at) from backfill_retries) end as at`,
  );
  return rows[0]?.at ?? null;
}

/**
 * The server starts, or a job of the backfill has read its share: when anything is still to be
 * read, the job that reads it is added, due then (or the one waiting is moved there: one waits at
 * most), so a server stopped before it was done takes it up again, and a read tried again later
 * waits for its time.
 */
export async function startBackfillWhenDue(deps: { db: Database; jobs: Jobs }, { tookNone = false } = {}): Promise<void> {
  const at = await nextBackfillAt(deps.db);
  if (!at) return;
  // One that took nothing though something was due does not spin on it: the next waits a minute.
  const startAt = tookNone ? new Date(Math.max(at.getTime(), Date.now() + heldWait)) : at;
  await deps.jobs.enqueue(deps.db, { name: 'federation.backfill', data: {} }, { startAt: startAt.toISOString() });
}

/**
 * The next one to read again: the marked first (the newest first; the posts, then the replies,
 * then the people), unmarked as it is taken, then those tried again whose time has come. Null
 * when none is due now.
 */
export async function takeBackfillDue(db: Queryable): Promise<BackfillDue | null> {
  return (await takeNoteDue(db)) ?? (await takePersonDue(db)) ?? (await retryDue(db));
}

/** `due` was read (or its server said it has it no more, or will not give it), or is given up: it is not tried again. */
export async function backfillDone(db: Queryable, due: BackfillDue): Promise<void> {
  if (due.failures > 0) await db.query('delete from backfill_retries where uri = $1', [due.uri]);
}

/**
 * A read of `due` failed for now (`failure`, in words): it is tried again after the next of
 * `triedAgainAfter`, or given up after the last. Answers how often it has failed, and whether
 * it was given up.
 */
export async function backfillFailed(db: Queryable, due: BackfillDue, failure: string): Promise<{ failures: number; givenUp: boolean }> {
  const failures = due.failures + 1;
  const wait = triedAgainAfter[failures - 1];
  if (!wait) {
    await backfillDone(db, due);
    return { failures, givenUp: true };
  }
  await db.query(
    `insert into backfill_retries (uri, kind, user_id, failures, next_at, last_failure) values ($1, $2, $3, $4, now() + $5::interval, $6)
     on conflict (uri) do update set failures = excluded.failures, next_at = excluded.next_at, last_failure = excluded.last_failure`,
    [due.uri, due.kind, due.kind === 'note' ? due.author._id : due.userId, failures, wait, failure],
  );
  return { failures, givenUp: false };
}

async function takeNoteDue(db: Queryable): Promise<BackfillDue | null> {
  // The posts, then the replies.
  for (const table of [noteTables.post, noteTables.comment]) {
    const { rows } = await db.query<{ uri: string; _id: string; username: string }>(
      `with taken as (
         update ${table} set backfill_due = false
          where id = (select id from ${table} where backfill_due order by created_at desc, id desc limit 1 for no key update skip locked)
          returning uri, author_id)
       select t.uri, u.id as "_id", u.username from taken t join users u on u.id = t.author_id`,
    );
    const [row] = rows;
    if (!row) continue;
    // A reply kept as a post too is read once for both (`completeRemoteNote`).
    if (table === noteTables.post) await db.query('update comments set backfill_due = false where uri = $1 and backfill_due', [row.uri]);
    return { kind: 'note', failures: 0, uri: row.uri, author: { _id: row._id, username: row.username } };
  }
  return null;
}

async function takePersonDue(db: Queryable): Promise<BackfillDue | null> {
  const { rows } = await db.query<{ uri: string; id: string }>(
    `with taken as (
       update users set backfill_due = false
        where id = (select id from users where backfill_due order by updated_at desc, id desc limit 1 for no key update skip locked)
        returning id)
     -- Every person of elsewhere has an actor known (migration 036): the migration marks no one else.
     select a.uri, a.id from taken t join remote_actors a on a.id = t.id`,
  );
  const [row] = rows;
  return row ? { kind: 'person', failures: 0, uri: row.uri, userId: row.id } : null;
}

/**
 * The one tried again longest due, now due. A Note kept no more (its Delete came meanwhile) is
 * dropped first: there is nothing of it here to complete.
 */
async function retryDue(db: Queryable): Promise<BackfillDue | null> {
  await db.query(
    `delete from backfill_retries r
      where r.kind = 'note' and r.next_at <= now()
        and not exists (select 1 from posts p where p.uri = r.uri) and not exists (select 1 from comments c where c.uri = r.uri)`,
  );
  const { rows } = await db.query<{ uri: string; kind: 'note' | 'person'; failures: number; _id: string; username: string }>(
    `select r.uri, r.kind, r.failures, u.id as "_id", u.username
       from backfill_retries r join users u on u.id = r.user_id
      where r.next_at <= now() order by r.next_at, r.uri limit 1`,
  );
  const [row] = rows;
  if (!row) return null;
  const { uri, failures } = row;
  return row.kind === 'note'
    ? { kind: 'note', failures, uri, author: { _id: row._id, username: row.username } }
    : { kind: 'person', failures, uri, userId: row._id };
}
