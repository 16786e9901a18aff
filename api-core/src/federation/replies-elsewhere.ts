import type { UserRef } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import type { Jobs } from '../platform';
import type { PostFacts } from '../posts/post-store';

/**
 * The replies of elsewhere to a post of elsewhere. Its server sends this one only the replies of
 * people members follow, or that name a member: the rest of its conversation is read from its
 * server when a member opens it, as Mastodon reads a thread's replies when someone opens it.
 */

/**
 * How long after a read of a post's replies a member opening it asks for none again: a
 * conversation opened by many people in a minute is read once, as Mastodon waits between reads.
 */
const repliesReadEvery = '15 minutes';

/** SQL: the post `$1` is a public post of elsewhere. */
const publicPostElsewhere = `id = $1 and uri is not null and visibility = 'public'`;

/** SQL: its replies were not read in the last `$2` (`repliesReadEvery`). */
const repliesDueSql = `(replies_read_at is null or replies_read_at < now() - $2::interval)`;

/**
 * A member opens the post `post`: when it is a public post of elsewhere whose replies were not
 * read in the last `repliesReadEvery`, a job reads them (`federation.replies`), in the
 * transaction that marks them read, so two members opening it at once add one job.
 */
export async function readRepliesWhenDue(deps: { db: Database; jobs: Jobs }, post: PostFacts): Promise<void> {
  // The community's own posts, and those for some, open no transaction: only a person of
  // elsewhere's username names their server (`name@host`).
  if (post.visibility !== 'public' || !post.author.includes('@')) return;
  const postId = post.id;
  // Read at once before written: most openings come while the last read is recent, and write nothing.
  if (!(await repliesDue(deps.db, postId))) return;
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update posts set replies_read_at = now() where ${publicPostElsewhere} and ${repliesDueSql} returning id`,
      [postId, repliesReadEvery],
    );
    if (rows.length > 0) await deps.jobs.enqueue(tx, { name: 'federation.replies', data: { postId } });
  });
}

/** Whether the replies of the post of elsewhere `postId` were not read in the last `repliesReadEvery`. */
async function repliesDue(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from posts where ${publicPostElsewhere} and ${repliesDueSql}`, [postId, repliesReadEvery]);
  return rows.length > 0;
}

/**
 * The post `postId` whose replies are to be read, when it is a public post of elsewhere still
 * here: its id there, and its author (who alone may take it away, as their Delete would).
 */
export async function postWhoseRepliesAreRead(db: Queryable, postId: string): Promise<{ uri: string; author: UserRef } | null> {
  const { rows } = await db.query<{ uri: string; _id: string; username: string }>(
    `select p.uri, u.id as "_id", u.username
       from (select uri, author_id from posts where ${publicPostElsewhere}) p join users u on u.id = p.author_id`,
    [postId],
  );
  const [row] = rows;
  return row ? { uri: row.uri, author: { _id: row._id, username: row.username } } : null;
}

/**
 * How long a 404 must have been met before another takes a post or reply of elsewhere away: more
 * than a retry of the read that met it (a minute later), less than the next read (15 minutes).
 */
const missingLongEnough = '10 minutes';

/**
 * Its server answered 404 for the post or reply of elsewhere `uri`, read again: whether a read at
 * least `longEnough` before met one too, and no read found it since (`foundThere`). The
 * first 404 only marks it (`missing_since`): a server may answer so for a moment, and a post would
 * take the members' comments, likes and bookmarks with it.
 */
export async function missingThereBefore(db: Queryable, uri: string, longEnough: string = missingLongEnough): Promise<boolean> {
  const { rows } = await db.query<{ before: boolean | null }>(
    `with post as (update posts set missing_since = coalesce(missing_since, now()) where uri = $1 returning missing_since),
          reply as (update comments set missing_since = coalesce(missing_since, now()) where uri = $1 returning missing_since)
     select bool_or(missing_since <= now() - $2::interval) as before
       from (select missing_since from post union all select missing_since from reply) marked`,
    [uri, longEnough],
  );
  return rows[0]?.before ?? false;
}

/** Their server gave the posts or replies of elsewhere `uris` when they were read again: a 404 before is forgotten. */
export async function foundThere(db: Queryable, uris: string[]): Promise<void> {
  await db.query(
    `with post as (update posts set missing_since = null where uri = any($1::text[]) and missing_since is not null)
     update comments set missing_since = null where uri = any($1::text[]) and missing_since is not null`,
    [uris],
  );
}

/**
 * How many of the replies of elsewhere kept under a post a read of its conversation reads again
 * when it did not read them (`keptRepliesNotRead`): each a fetch from its server.
 */
const repliesReadAgain = 10;

/**
 * The replies of elsewhere kept under the post `postId` (at any depth) that a read of its
 * conversation did not read (`read`: the ids there of those it did), those read again longest ago
 * (or never) first, at most `repliesReadAgain`, marked read again now: their servers no longer
 * list them or would not give them, or the read stopped before them. Each is read again, as the
 * post itself is, so one deleted there goes from here though its `Delete` never came (it reaches
 * only servers where someone follows its author); the next read takes the next ones.
 */
export async function keptRepliesNotRead(db: Queryable, postId: string, read: string[]): Promise<Array<{ uri: string; author: UserRef }>> {
  const { rows } = await db.query<{ uri: string; _id: string; username: string }>(
    `with chosen as (
       update comments set read_again_at = now()
        where id in (select id from comments
                      where post_id = $1 and uri is not null and uri <> all($2::text[])
                      order by read_again_at nulls first, created_at desc, id desc
                      limit $3)
        returning uri, author_id, read_again_at, created_at)
     select c.uri, u.id as "_id", u.username from chosen c join users u on u.id = c.author_id order by c.created_at desc`,
    [postId, read, repliesReadAgain],
  );
  return rows.map(({ uri, _id, username }) => ({ uri, author: { _id, username } }));
}
