import type { Database } from 'api-core/database';
import {
  federationQueueName,
  fedifyServerQueue,
  jobQueueMessages,
  orderedDeliveryQueueName,
  type FedifyQueueName,
} from '../src/federation/message-queue';
import { jobNames, queueKeyOf, startJobQueue, type JobWorkers, type RunningJobQueue } from '../src/jobs/job-queue';
import { openTestDatabase } from './test-databases';

/**
 * A delivery in turn that pg-boss's monitor failed for good (its process died on each try, so its
 * handler never answered) goes on without its key, and those of its key behind it go. A file of its
 * own: its queue looks for such jobs every 2 s (a try may run 2 s here), where the other
 * tests of deliveries in turn hold messages longer than that.
 */

let db: Database;
let queue: RunningJobQueue;
const stop = new AbortController();
const messages = jobQueueMessages(federationQueueName, orderedDeliveryQueueName);
const started = new Map<string, PromiseWithResolvers<void>>();
const startOf = (name: string) => {
  if (!started.has(name)) started.set(name, Promise.withResolvers<void>());
  return started.get(name)!;
};
const warnings: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  void messages.listen((message) => startOf((message as { name: string }).name).resolve(), { signal: stop.signal });
  const log = {
    warn: (_details: object, message: string) => void warnings.push(message),
    error: (details: object, message: string) => console.error(message, details),
  };
  const fedifyQueues = ([federationQueueName, orderedDeliveryQueueName] as FedifyQueueName[]).map((name) =>
    fedifyServerQueue(name, messages.run),
  );
  queue = await startJobQueue(db, workers, { tryTimeoutSeconds: 2, log }, fedifyQueues);
  messages.connect(queue.send);
}, 60_000);

afterAll(async () => {
  stop.abort();
  await queue?.close();
  await db?.close();
});

test('a delivery in turn failed for good by the monitor goes on without its key, and the one behind it goes', async () => {
  const orderingKey = 'post-1\nhttps://a.example';
  // Its last try's process died: pg-boss's monitor failed it, its handler never ran to move it on.
  // It waits an hour first, so no worker here takes it before it is failed as the monitor would.
  await queue.send(orderedDeliveryQueueName, { name: 'died on each try' }, 3_600, queueKeyOf(orderingKey));
  const failed = await db.query(
    `update pgboss.job set state = 'failed', completed_on = now(), output = '{"message": "handler execution exceeded 2000ms"}'
      where name = $1 and data->>'name' = 'died on each try'`,
    [orderedDeliveryQueueName],
  );
  expect(failed.rowCount).toBe(1);
  await messages.enqueue({ name: 'behind it' }, { orderingKey });

  // Failed there, it would hold its key (key_strict_fifo) for the day failed jobs are kept.
  await Promise.all([startOf('behind it').promise, startOf('died on each try').promise]);
  const left = await db.query<{ name: string; state: string }>(
    `select name, state from pgboss.job where data->>'name' = 'died on each try' order by created_on`,
  );
  // Gone from the queue in turn: one job of its own, on the queue without keys, not failed.
  expect(left.rows.map((row) => [row.name, row.state === 'failed'])).toEqual([[federationQueueName, false]]);
  expect(warnings).toContain('a job in turn failed for good went on without its key');
});
