import { startInProcess, type InProcessServer } from './in-process';
import { waitingOnLock } from './lock-waits';

/**
 * The tests' reset empties every table while the last test's work may still be under way (a
 * request's transaction, a job). (On PGlite, one connection, one transaction waits for the other
 * whole: none of this can happen there.)
 */
let server: InProcessServer;
/** What the seed holds, counted as the server starts. */
let seed: Awaited<ReturnType<typeof held>>;

const held = async () => {
  const { rows } = await server.db.query<{ users: number; counts: number; bookmarks: number }>(
    `select (select count(*) from users where domain is null)::int as users, (select count(*) from rate_counts)::int as counts,
            (select count(*) from bookmarks)::int as bookmarks`,
  );
  return rows[0];
};

beforeAll(async () => {
  server = await startInProcess();
  seed = await held();
}, 60_000);
afterAll(() => server.close());

/**
 * One that holds a table the reset takes late, then asks to write one it took early, deadlocks
 * with it: PostgreSQL ends one of the two. When it ends the reset's, the reset begins again once
 * the other is done, and the seed is whole (a browser test's reset once answered 500 here).
 */
it('a reset that deadlocks with a transaction under way begins again after it, and the seed is whole', async () => {
  let reset: Promise<void> | undefined;
  await server.db.transaction(async (tx) => {
    // Past the reset's own wait (a second), so that PostgreSQL ends the reset's transaction, not this one.
    await tx.query(`set local deadlock_timeout = '20s'`);
    // A table the reset takes last, held...
    await tx.query('lock table follows_active in row exclusive mode');
    reset = server.reset();
    await waitingOnLock(server.db, '');
    // ...then one it took first written.
    await tx.query(
      `insert into rate_counts (bucket, key, window_end, hits) values ('write', 'user:before', now() + interval '1 minute', 1)`,
    );
  });
  await reset;
  expect(await held()).toEqual(seed);
});

/**
 * A reset empties its tables one after the other: a write that came between two of them, or
 * after them into the new seed, would keep a row whose account or post is gone. Here a post has
 * been read (a request's first statement) as the reset begins, and is bookmarked (a table emptied
 * before posts) once the reset waits for it.
 */
it('a write under way as a reset begins leaves nothing behind it', async () => {
  let reset: Promise<void> | undefined;
  await server.db.transaction(async (tx) => {
    await tx.query(`set local deadlock_timeout = '20s'`);
    const { rows } = await tx.query<{ id: string; author_id: string }>('select id, author_id from posts limit 1');
    const post = rows[0]!;
    reset = server.reset();
    await waitingOnLock(server.db, '');
    await tx.query('insert into bookmarks (user_id, post_id) values ($1, $2)', [post.author_id, post.id]);
  });
  await reset;
  expect(await held()).toEqual(seed);
});
