import { randomBytes } from 'node:crypto';
import type { Database } from 'api-core/database';
import {
  federationQueueName,
  fedifyServerQueue,
  jobQueueMessages,
  orderedDeliveryQueueName,
  type FedifyQueueName,
} from '../src/federation/message-queue';
import { jobNames, startJobQueue, type JobWorkers, type RunningJobQueue } from '../src/jobs/job-queue';
import { openTestDatabase } from './test-databases';

/**
 * Fedify's messages with an `orderingKey` (the deliveries of one post's changes to one server) on
 * the server's job queue: one at a time of each key, in the order they were added. A message here
 * is held from when it starts until the test lets it go, so what the queue takes meanwhile shows.
 */

/** A message as these tests name it; a delivery as Fedify writes one besides (`type`, its `id` and which try it is). */
type Message = { name: string; type?: 'outbox'; id?: string; attempt?: number };

let db: Database;
let queue: RunningJobQueue;
const stop = new AbortController();
const messages = jobQueueMessages(federationQueueName, orderedDeliveryQueueName);
/** The messages started, in the order they started. */
const started: string[] = [];
/** Each start's message and which try of it it was (a delivery's). */
const attempts: Array<[string, number | undefined]> = [];
const flakyKey = 'post-4\nhttps://a.example';
const starts = new Map<string, PromiseWithResolvers<void>>();
const holds = new Map<string, PromiseWithResolvers<void>>();
const once = (map: Map<string, PromiseWithResolvers<void>>, name: string) => {
  if (!map.has(name)) map.set(name, Promise.withResolvers<void>());
  return map.get(name)!;
};
/** What the `times`th start of the message `name` is known by in `starts`. */
const startOf = (name: string, times: number) => (times === 1 ? name : `${name} #${times}`);
/** Resolves once the message `name` has started `times` times. */
const hasStarted = (name: string, times = 1) => once(starts, startOf(name, times)).promise;
const letGo = (name: string) => once(holds, name).resolve();

beforeAll(async () => {
  db = await openTestDatabase();
  const idle = () => Promise.resolve();
  const workers = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobWorkers;
  void messages.listen(
    async (message) => {
      const { name, attempt } = message as Message;
      started.push(name);
      attempts.push([name, attempt]);
      once(starts, startOf(name, started.filter((one) => one === name).length)).resolve();
      if (name === 'unsendable') throw new Error('It cannot be sent.');
      await once(holds, name).promise;
      // As Fedify does when a delivery's try fails: its next try is enqueued with its key, and the try ends.
      if (name === 'fails thrice' && attempt! < 3)
        await messages.enqueue({ ...(message as Message), attempt: attempt! + 1 }, { orderingKey: flakyKey });
    },
    { signal: stop.signal },
  );
  const log = { warn: () => undefined, error: (details: object, message: string) => console.error(message, details) };
  // Each message tried once, the first failure the last; a delivery in turn once more, at once
  // (its worker looks again after each try in turn: a try due later would wait for its next look).
  const fedifyQueues = ([federationQueueName, orderedDeliveryQueueName] as FedifyQueueName[])
    .map((name) => fedifyServerQueue(name, messages.run))
    .map((queue) => ({
      ...queue,
      tries: {
        ...queue.tries,
        ...(queue.name === orderedDeliveryQueueName ? { retryLimit: 1, retryDelay: 0, retryBackoff: false } : { retryLimit: 0 }),
      },
    }));
  queue = await startJobQueue(db, workers, { tryTimeoutSeconds: 60, log }, fedifyQueues);
  messages.connect(queue.send);
}, 60_000);

afterAll(async () => {
  for (const hold of holds.values()) hold.resolve();
  stop.abort();
  await queue?.close();
  await db?.close();
});

const send = (name: string, orderingKey?: string) => messages.enqueue({ name } satisfies Message, orderingKey ? { orderingKey } : {});

test('messages of one key go one at a time, in the order they were added; those of another key go beside them', async () => {
  // The queue is busy with a first message while three more are added: it takes them together after.
  await send('first', 'post-0\nhttps://a.example');
  await hasStarted('first');
  await send('create', 'post-1\nhttps://a.example');
  await send('update', 'post-1\nhttps://a.example');
  await send('another server', 'post-1\nhttps://b.example');
  letGo('first');

  await Promise.all([hasStarted('create'), hasStarted('another server')]);
  // Taken with them, the Update would have started with them (in either order), its Create still on its way.
  expect([...started].sort()).toEqual(['another server', 'create', 'first']);
  letGo('another server');
  letGo('create');
  await hasStarted('update');
  expect(started.at(-1)).toBe('update');
  letGo('update');
});

test('a message without a key goes at once, whatever waits', async () => {
  await send('held', 'post-2\nhttps://a.example');
  await hasStarted('held');
  await send('after it', 'post-2\nhttps://a.example');
  await send('without a key');
  await hasStarted('without a key');
  expect(started.slice(-2)).toEqual(['held', 'without a key']);
  letGo('held');
  await hasStarted('after it');
  letGo('after it');
  letGo('without a key');
});

test('a message in turn whose last try failed goes on without its key, and those behind it go', async () => {
  await send('unsendable', 'post-3\nhttps://a.example');
  await send('behind it', 'post-3\nhttps://a.example');
  // Failed for good in turn, it would hold the key (pg-boss's key_strict_fifo) for the day failed jobs are kept.
  await hasStarted('behind it');
  await hasStarted('unsendable', 2);
  letGo('behind it');
});

test('a delivery in turn whose tries failed is tried again ahead of the later ones of its key, as its next try, whatever the tries a process that died has', async () => {
  await send('before', flakyKey);
  await hasStarted('before');
  await messages.enqueue({ name: 'fails thrice', type: 'outbox', id: 'delivery-1', attempt: 0 } satisfies Message, {
    orderingKey: flakyKey,
  });
  await send('its edit', flakyKey);
  letGo('before');
  letGo('fails thrice');
  // Its next tries, not the edit added after it, though the queue in turn here tries a job once more (`retryLimit` 1).
  await hasStarted('fails thrice', 4);
  letGo('its edit');
  await hasStarted('its edit');
  expect(attempts.filter(([name]) => name === 'fails thrice' || name === 'its edit')).toEqual([
    ['fails thrice', 0],
    ['fails thrice', 1],
    ['fails thrice', 2],
    ['fails thrice', 3],
    ['its edit', undefined],
  ]);
});

test('a key made of long addresses of elsewhere goes as any other', async () => {
  // A like of a post whose address another server chose: 3,200 characters that do not compress, past what an index's entry holds.
  await send('long', `https://a.example/likes/${randomBytes(2_400).toString('base64url')}\nhttps://b.example`);
  await hasStarted('long');
  letGo('long');
});
