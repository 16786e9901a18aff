import { startInProcess, type InProcessServer } from './in-process';
import { waitingOnLock } from './lock-waits';

/**
 * The tests' reset truncates every table while the last test's work may still be under way (a
 * request's transaction, a job). One that holds a table the truncate takes late, then asks for one
 * it took early, deadlocks with it: PostgreSQL ends one of the two. When it ends the reset's, the
 * reset begins again once the other is done, and the seed is whole (a browser test's reset once
 * answered 500 here). (On PGlite, one connection, one transaction waits for the other whole: this
 * cannot happen there.)
 */
let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());

it('a reset that deadlocks with a transaction under way begins again after it, and the seed is whole', async () => {
  await server.db.query(
    `insert into rate_counts (bucket, key, window_end, hits) values ('write', 'user:before', now() + interval '1 minute', 1)`,
  );
  let reset: Promise<void> | undefined;
  await server.db.transaction(async (tx) => {
    // Past the reset's own wait (a second), so that PostgreSQL ends the reset's transaction, not this one.
    await tx.query(`set local deadlock_timeout = '20s'`);
    // A table the truncate takes last, held...
    await tx.query('lock table follows_active in row exclusive mode');
    reset = server.reset();
    await waitingOnLock(server.db, 'truncate');
    // ...then one it took first asked for.
    await tx.query('select count(*) from rate_counts');
  });
  await reset;
  const { rows } = await server.db.query<{ users: number; counts: number }>(
    `select (select count(*) from users where domain is null)::int as users, (select count(*) from rate_counts)::int as counts`,
  );
  expect(rows[0]).toEqual({ users: 6, counts: 0 });
});
