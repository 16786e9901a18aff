import type { Database } from 'api-core/database';
import type { Job } from 'api-core/platform';
import { inTurnKeyOf, inTurnQueueOf, jobNames, startJobQueue, type JobWorkers, type RunningJobQueue } from '../src/jobs/job-queue';
import { openTestDatabase } from './test-databases';

/**
 * The job queue on its own: which jobs it keeps waiting. A worker here holds its first job until
 * the test lets it go, so what is added meanwhile waits, every time.
 */

let db: Database;
let queue: RunningJobQueue;
const profilesSent: string[] = [];
const firstTaken = Promise.withResolvers<void>();
const firstHeld = Promise.withResolvers<void>();

beforeAll(async () => {
  db = await openTestDatabase();
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  workers['federation.profile'] = async ({ userId }) => {
    profilesSent.push(userId);
    if (profilesSent.length > 1) return;
    firstTaken.resolve();
    await firstHeld.promise;
  };
  const log = { warn: () => undefined, error: (details: object, message: string) => console.error(message, details) };
  queue = await startJobQueue(db, workers, { tryTimeoutSeconds: 60, log });
}, 60_000);
afterAll(async () => {
  firstHeld.resolve();
  await queue?.close();
  await db?.close();
});

/** Where a profile's Updates wait, one at a time of each profile. */
const profileQueue = inTurnQueueOf('federation.profile');
const add = (job: Job) => db.transaction((tx) => queue.enqueue(tx, job));
const profileJobsWaiting = async () =>
  (
    await db.query<{ userId: string }>(
      `select data->>'userId' as "userId" from pgboss.job where name = $1 and state = 'created' order by 1`,
      [profileQueue],
    )
  ).rows.map((row) => row.userId);

test('a profile edited again while the Update of its last edit waits adds no job, and makes it due now; one edited while its Update is sent does', async () => {
  await add({ name: 'federation.profile', data: { userId: 'ada' } });
  // Ada's first Update is being sent, held there.
  await firstTaken.promise;
  await add({ name: 'federation.profile', data: { userId: 'ada' } });
  await add({ name: 'federation.profile', data: { userId: 'ada' } });
  await add({ name: 'federation.profile', data: { userId: 'omar' } });
  expect(await profileJobsWaiting()).toEqual(['ada', 'omar']);
  // Omar's waits for its next try, an hour away, after a failure: his next edit makes it due now.
  await db.query(
    `update pgboss.job set state = 'retry', start_after = now() + interval '1 hour'
      where name = $1 and state = 'created' and data->>'userId' = 'omar'`,
    [profileQueue],
  );
  await add({ name: 'federation.profile', data: { userId: 'omar' } });
  const { rows } = await db.query<{ due: boolean }>(
    `select start_after <= now() as due from pgboss.job where name = $1 and data->>'userId' = 'omar'`,
    [profileQueue],
  );
  expect(rows).toEqual([{ due: true }]);

  firstHeld.resolve();
  for (let look = 0; look < 200 && profilesSent.length < 3; look += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...profilesSent].sort()).toEqual(['ada', 'ada', 'omar']);
  expect(await profileJobsWaiting()).toEqual([]);
});

test('a profile edited while an Update waits behind one waiting for its next try makes that one due now, which the others of its profile wait behind', async () => {
  const zoe = { name: 'federation.profile', data: { userId: 'zoe' } } as const;
  const key = inTurnKeyOf(zoe)!;
  // Her Update whose try failed, its next try an hour away, and the one of her edit since, which waits behind it.
  await queue.send(profileQueue, zoe.data, 3_600, key);
  await db.query(`update pgboss.job set state = 'retry' where name = $1 and singleton_key = $2`, [profileQueue, key]);
  await queue.send(profileQueue, zoe.data, 0, key);

  await add(zoe);
  for (let look = 0; look < 200 && profilesSent.filter((userId) => userId === 'zoe').length < 2; look += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(profilesSent.filter((userId) => userId === 'zoe')).toEqual(['zoe', 'zoe']);
});

test('a server whose jobs may try for a second only (SOCIAL_JOB_TIMEOUT_SECONDS=1) starts its queue, as a second process', async () => {
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  const log = { warn: () => undefined, error: () => undefined };
  const short = await startJobQueue(db, workers, { tryTimeoutSeconds: 1, log });
  await short.close();
});
