import type { Database } from 'api-core/database';
import type { Job, JobData } from 'api-core/platform';
import { jobNames, startJobQueue, type JobWorkers, type RunningJobQueue } from '../src/jobs/job-queue';
import { openTestDatabase } from './test-databases';

/**
 * The jobs that build what other servers are sent, with two server processes taking them (two
 * job queues on one database, as two processes have): those of one thing (a member's like of one
 * post) run one at a time, in the order they were added, whichever process is free. A like's job
 * here is held from when it starts until the test lets it go, so what the other process takes
 * meanwhile shows.
 */

type LikeData = JobData<'federation.like'>;

let db: Database;
const processes: RunningJobQueue[] = [];
/** Each like's job started, as `<post> liked|unliked`, in the order they started. */
const started: string[] = [];
const starts = new Map<string, PromiseWithResolvers<void>>();
const holds = new Map<string, PromiseWithResolvers<void>>();
const once = (map: Map<string, PromiseWithResolvers<void>>, name: string) => {
  if (!map.has(name)) map.set(name, Promise.withResolvers<void>());
  return map.get(name)!;
};
const nameOf = ({ postUri, liked }: LikeData) => `${postUri.split('/').at(-1)} ${liked ? 'liked' : 'unliked'}`;
const hasStarted = (name: string) => once(starts, name).promise;
const letGo = (name: string) => once(holds, name).resolve();

const author = { uri: 'https://a.example/users/bob', inbox: 'https://a.example/users/bob/inbox', sharedInbox: null };
const like = (post: string, liked: boolean): Job => ({
  name: 'federation.like',
  data: { userId: 'ada', postUri: `https://a.example/posts/${post}`, author, likedAt: '2026-12-07T10:00:00.000Z', liked },
});

beforeAll(async () => {
  db = await openTestDatabase();
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  workers['federation.like'] = async (data) => {
    const name = nameOf(data);
    started.push(name);
    once(starts, name).resolve();
    await once(holds, name).promise;
  };
  const log = { warn: () => undefined, error: (details: object, message: string) => console.error(message, details) };
  for (let process = 0; process < 2; process += 1) processes.push(await startJobQueue(db, workers, { tryTimeoutSeconds: 60, log }));
}, 60_000);

afterAll(async () => {
  for (const hold of holds.values()) hold.resolve();
  for (const queue of processes) await queue.close();
  await db?.close();
});

const add = (job: Job) => db.transaction((tx) => processes[0]!.enqueue(tx, job));

test("a like taken back while its like is being built waits for it, though the other process is free; another post's goes at once", async () => {
  await add(like('post-1', true));
  await hasStarted('post-1 liked');
  await add(like('post-1', false));
  await add(like('post-2', true));

  // The other process, idle, takes the like of another post, and leaves the Undo behind its like.
  await Promise.race([hasStarted('post-2 liked'), hasStarted('post-1 unliked')]);
  expect(started).toEqual(['post-1 liked', 'post-2 liked']);
  letGo('post-2 liked');
  letGo('post-1 liked');
  await hasStarted('post-1 unliked');
  expect(started).toEqual(['post-1 liked', 'post-2 liked', 'post-1 unliked']);
  letGo('post-1 unliked');
});

test('a like added to its kind’s own queue, as a server before the queues in turn left it, still runs', async () => {
  await processes[0]!.send('federation.like', like('post-3', true).data);
  await hasStarted('post-3 liked');
  letGo('post-3 liked');
});
