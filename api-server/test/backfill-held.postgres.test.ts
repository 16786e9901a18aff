import { startBackfillWhenDue } from 'api-core/backfill';
import { inTurnQueueOf } from '../src/jobs/job-queue';
import { startFederatingInProcess, type InProcessServer } from './in-process';
import { until } from './until';

/**
 * The backfill takes what is marked with `skip locked`: a post held by another transaction (an
 * edit of it under way) is left for later. A job that took nothing though something was marked
 * does not add its next due at once, which would spin job after job for as long as the other
 * transaction lasts: the next waits a minute. (On PGlite, one connection, a transaction holds
 * every other statement: this cannot happen there.)
 */
let server: InProcessServer;

beforeAll(async () => {
  ({ server } = await startFederatingInProcess());
}, 60_000);
afterAll(() => server.close());

it('a backfill job that finds every marked post held by another transaction adds the next a minute later, not at once', async () => {
  await server.db.query(
    `insert into users (id, username, first_name, last_name, domain, messages_from) values ('far-bob', 'bob@far.example', 'Bob', '', 'far.example', 'nobody')`,
  );
  await server.db.query(
    `insert into posts (id, author_id, caption, content, uri, html, backfill_due) values ('held', 'far-bob', '', 'Held', 'https://far.example/notes/held', '<p>Held</p>', true)`,
  );
  const queue = inTurnQueueOf('federation.backfill');
  const jobs = async () =>
    (
      await server.db.query<{ done: number; waitingSeconds: number | null }>(
        `select count(*) filter (where state = 'completed')::int as done,
                (extract(epoch from min(start_after) filter (where state = 'created') - now()))::float8 as "waitingSeconds"
           from pgboss.job where name = $1`,
        [queue],
      )
    ).rows[0]!;
  await server.db.transaction(async (tx) => {
    await tx.query(`select 1 from posts where id = 'held' for update`);
    await startBackfillWhenDue({ db: server.db, jobs: server.jobs });
    await until(async () => (await jobs()).done >= 1, 'the backfill job ran');
    const { done, waitingSeconds } = await jobs();
    expect(done).toBe(1);
    expect(waitingSeconds).toBeGreaterThan(50);
  });
  // Still marked: it is read once the other transaction is done.
  const { rows } = await server.db.query(`select backfill_due from posts where id = 'held'`);
  expect(rows).toEqual([{ backfill_due: true }]);
});
