import type { Database } from 'api-core/database';
import type { Job, JobData } from 'api-core/platform';
import { inTurnQueueOf, jobNames, startJobQueue, type JobWorkers, type RunningJobQueue } from '../src/jobs/job-queue';
import { openTestDatabase } from './test-databases';
import { until } from './until';

/**
 * A job in turn that keeps failing holds the later jobs of its thing only for its few tries in
 * turn, then goes on without its key to its kind's own queue. Time passes for its retries as the
 * test moves their due time to now; workers look for jobs every 2 s (pg-boss's shortest pace).
 * A file of its own: on PGlite a test file has one database, and these workers take every kind.
 */

let db: Database;
let queue: RunningJobQueue;
let failing = true;
/** Each like's job started, as `<post> liked|unliked`, in the order they started. */
const started: string[] = [];

const author = { uri: 'https://a.example/users/bob', inbox: 'https://a.example/users/bob/inbox', sharedInbox: null };
const like = (post: string, liked: boolean): Job => ({
  name: 'federation.like',
  data: { userId: 'ada', postUri: `https://a.example/posts/${post}`, author, likedAt: '2026-12-07T10:00:00.000Z', liked },
});
const nameOf = ({ postUri, liked }: JobData<'federation.like'>) => `${postUri.split('/').at(-1)} ${liked ? 'liked' : 'unliked'}`;

beforeAll(async () => {
  db = await openTestDatabase();
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  workers['federation.like'] = (data) => {
    started.push(nameOf(data));
    return failing && data.liked ? Promise.reject(new Error('The Like could not be built.')) : Promise.resolve();
  };
  const log = { warn: () => undefined, error: () => undefined };
  // The shortest a try may be (SOCIAL_JOB_TIMEOUT_SECONDS=1), with which the queue starts all the same.
  queue = await startJobQueue(db, workers, { tryTimeoutSeconds: 1, log });
}, 60_000);

afterAll(async () => {
  await queue?.close();
  await db?.close();
});

/** Time passes for the jobs of `queue` waiting to be tried again: they are due now. */
const retriesComeDue = (name: string) =>
  db.query(`update pgboss.job set start_after = now() where name = $1 and state = 'retry' and start_after > now()`, [name]);

test('a like whose job keeps failing holds its Undo for its four tries more in turn, then goes on to its kind’s own queue', async () => {
  const inTurn = inTurnQueueOf('federation.like');
  await db.transaction((tx) => queue.enqueue(tx, like('post-1', true)));
  await db.transaction((tx) => queue.enqueue(tx, like('post-1', false)));

  const movedOn = async () => {
    await retriesComeDue(inTurn);
    const { rows } = await db.query(`select 1 from pgboss.job where name = $1 and output->>'movedTo' = 'federation.like'`, [inTurn]);
    return rows.length > 0;
  };
  await until(movedOn, 'the like went on without its key', 30);
  const { rows } = await db.query<{ retry_count: number }>(
    `select retry_count from pgboss.job where name = $1 and data->>'liked' = 'true'`,
    [inTurn],
  );
  expect(rows).toEqual([{ retry_count: 4 }]);
  // Held behind it until then, the Undo goes.
  await until(() => started.includes('post-1 unliked'), 'the Undo of the like ran');
  expect(started.slice(0, 5)).toEqual(Array(5).fill('post-1 liked'));

  // In its kind's own queue, the like is tried again as its kind is, and goes once it can.
  failing = false;
  const likeDone = async () => {
    await retriesComeDue('federation.like');
    const { rows: done } = await db.query(`select 1 from pgboss.job where name = 'federation.like' and state = 'completed'`);
    return done.length > 0;
  };
  await until(likeDone, 'the like ran in its own queue', 30);
});
