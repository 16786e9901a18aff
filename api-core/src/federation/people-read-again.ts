import type { Database, Queryable } from '../db/database';
import type { Jobs } from '../platform';

/**
 * People of elsewhere read again for being old, as Mastodon reads an account again
 * (`schedule_refresh_if_stale!`): a post or an edit of theirs arriving when their actor was last
 * read (`remote_actors.updated_at`) a week ago or more asks for it to be read again, by a job
 * (`federation.person`) some time in the next six hours, so the people of one busy server are not
 * all read at once. So does someone opening their profile (its first page of posts). At most one
 * ask a week for each (migration 071); a read their server did not give lets the next ask come a
 * day after it.
 */

/** How old a person's actor is when a post of theirs asks for it to be read again, and how long until it may ask again. */
const readAgainAfter = '7 days';

/** How long a read again waits after it is asked for: from a minute to six hours, spread at random. */
const waitMilliseconds = { least: 60 * 1000, most: 6 * 60 * 60 * 1000 };

/** How long after a read their server did not give (its last try) the next ask may come. */
const askAgainAfterFailure = '1 day';

/** Whether the actor of the `remote_actors` row named `actors` was last read `readAgainAfter` ago or more. */
const actorOld = (actors: string) => `${actors}.updated_at <= now() - interval '${readAgainAfter}'`;

/**
 * Whether the person of elsewhere whose `remote_actors` row is named `actors` in a query is due
 * to be read again (a column the query reads with them, at no extra statement).
 */
export const readAgainDue = (actors: string) =>
  `(${actorOld(actors)} and (${actors}.read_again_asked_at is null or ${actors}.read_again_asked_at <= now() - interval '${readAgainAfter}'))`;

/**
 * Asks for the person of elsewhere `personId` to be read again, when they are still due: their
 * ask is written with its job, so two posts of theirs at once add one.
 */
export async function readPersonAgainLater(deps: { db: Database; jobs: Jobs }, personId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update remote_actors a set read_again_asked_at = now() where a.id = $1 and ${readAgainDue('a')} returning a.id`,
      [personId],
    );
    if (rows.length === 0) return;
    const { least, most } = waitMilliseconds;
    const startAt = new Date(Date.now() + least + Math.random() * (most - least)).toISOString();
    await deps.jobs.enqueue(tx, { name: 'federation.person', data: { userId: personId } }, { startAt });
  });
}

/**
 * Asks for the person of elsewhere `personId` to be read again when they are due, as
 * `readPersonAgainLater` does, for a caller that has not read whether they are: one indexed row
 * read, and nothing written, for anyone else (a member, someone read within the week).
 */
export async function readPersonAgainWhenDue(deps: { db: Database; jobs: Jobs }, personId: string): Promise<void> {
  const { rows } = await deps.db.query(`select 1 from remote_actors a where a.id = $1 and ${readAgainDue('a')}`, [personId]);
  if (rows.length > 0) await readPersonAgainLater(deps, personId);
}

/**
 * A read again of `personId` that their server did not give (its last try so far): the next post
 * of theirs, or a member opening their profile, may ask again a day on rather than a week, as
 * Mastodon's next post asks again after a refresh that failed.
 */
export async function readPersonAgainFailed(db: Queryable, personId: string): Promise<void> {
  await db.query(
    `update remote_actors set read_again_asked_at = now() - interval '${readAgainAfter}' + interval '${askAgainAfterFailure}' where id = $1`,
    [personId],
  );
}

/**
 * The actor's id of the person of elsewhere `personId` while they are still to be read again (not
 * read since the ask: an Update of theirs, a member's search): null otherwise, or for no one.
 */
export async function actorStillToReadAgain(db: Queryable, personId: string): Promise<string | null> {
  const { rows } = await db.query<{ uri: string }>(`select a.uri from remote_actors a where a.id = $1 and ${actorOld('a')}`, [personId]);
  return rows[0]?.uri ?? null;
}
