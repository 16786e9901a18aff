import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessageQueue, MessageQueueEnqueueOptions } from '@fedify/fedify';
import { queueKeyOf, TryAgainWith, type ServerQueue } from '../jobs/job-queue';
import { millisecondsOf } from './temporal';

/** The job queue's queue that carries Fedify's messages out (its fan-outs and its deliveries, one per inbox). */
export const federationQueueName = 'federation.delivery';
/**
 * The job queue's queue that carries what other servers delivered here: each activity, once its
 * signature is checked, is a job, and its sender is answered 202 then (as Mastodon's inbox does);
 * it is read (the inbox's listeners) by a worker after.
 */
export const inboxQueueName = 'federation.inbox';

/**
 * The job queue's queue that carries Fedify's messages that must go in turn (`orderingKey`: the
 * changes of one post, one profile, one follow, to one server): one at a time of each key, in the
 * order they were added (pg-boss's `key_strict_fifo`), so a post's Update never overtakes its
 * Create on its way to a server, nor a second Update of a profile its first.
 */
export const orderedDeliveryQueueName = 'federation.delivery-in-turn';

export type FedifyQueueName = typeof federationQueueName | typeof orderedDeliveryQueueName | typeof inboxQueueName;
export const fedifyQueueNames: FedifyQueueName[] = [federationQueueName, orderedDeliveryQueueName, inboxQueueName];

/**
 * Each of Fedify's queues as the job queue keeps it, its messages run by `work` (told whether
 * the queue is the one in turn). Fedify tries failed deliveries again itself, so the queue's own
 * tries are for a process that died running one, or a message that could not be run. Kept a day
 * once done, for the counts; a delivery received (one job each) an hour.
 *
 * A delivery in turn whose try failed is tried again by the queue itself as Fedify's next try
 * (`TryAgainWith`), when Fedify says, so it keeps its place ahead of the later ones of its key;
 * each gives it its five tries for a process that died again. One whose last try failed goes on
 * without its key (`movedOnLastTry`): failed there, it would hold the messages of its key for the
 * day failed jobs are kept.
 */
export const fedifyServerQueue = (
  name: FedifyQueueName,
  work: (message: unknown, place: { inTurn: boolean }) => Promise<void>,
): ServerQueue => {
  const inTurn = name === orderedDeliveryQueueName;
  return {
    name,
    tries: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      deleteAfterSeconds: name === inboxQueueName ? 3_600 : 86_400,
      notify: true,
      ...(inTurn && { policy: 'key_strict_fifo' }),
    },
    ...(inTurn && { movedOnLastTry: federationQueueName }),
    work: (message) => work(message, { inTurn }),
  };
};

/** Adds `data` to `queue`, to run no sooner than `delaySeconds` from now, after those of the same `key` (if any) in that queue. */
type Send = (queue: string, data: object, delaySeconds?: number, key?: string) => Promise<void>;

/** A delivery to one inbox as Fedify queues it: where, since when, and which try this is (0: the first). */
export type Delivery = { inbox: string; started: string; attempt: number };

/** A message being run: it, whether it came from the queue in turn, and its next try when Fedify asked for one (and when). */
type Running = { message: unknown; inTurn: boolean; again?: { message: object; delayMs: number } };

const running = new AsyncLocalStorage<Running>();

/**
 * The delivery being tried where this is called, if any: Fedify reports a failed delivery without
 * its inbox when the failure is the connection's (no answer at all), so the queue's worker runs
 * each message in this context and the report reads it back.
 */
export function deliveryBeingTried(): Delivery | null {
  const message = running.getStore()?.message;
  if (typeof message !== 'object' || message === null) return null;
  const { type, inbox, started, attempt } = message as Record<string, unknown>;
  if (type !== 'outbox' || typeof inbox !== 'string' || typeof started !== 'string' || typeof attempt !== 'number') return null;
  return { inbox, started, attempt };
}

/**
 * Fedify's message queue on the server's durable job queue (pg-boss, in the API's PostgreSQL), as
 * `queueName`: a delivery waiting (to another server, or from one to be read) is a job, so a
 * restart or a crash between its enqueueing and its sending or reading loses none (the job, never
 * completed, is taken again). Fedify retries failures itself (its own backoff, `nativeRetrial`
 * false): a job is tried again by the queue only when the process running it died. `connect`
 * gives it the running queue, which starts after Fedify is made.
 *
 * A message Fedify gives an `orderingKey` goes to `inTurn` (when given) with that key (as
 * `queueKeyOf` writes it), and waits there for the one of its key before it. A try of it that
 * failed is tried again as its own job's next try (`TryAgainWith`), not as a new message behind
 * those of its key already waiting, so a post's edit never overtakes its Create whose first try
 * failed: the order holds whatever fails, where Fedify's own queues hold it only while deliveries
 * succeed.
 */
export function jobQueueMessages(
  queueName: FedifyQueueName,
  inTurn?: FedifyQueueName,
): MessageQueue & {
  connect: (send: Send) => void;
  /** Runs one message: the job queue's worker for `queueName` (and, `inTurn`, for `inTurn`'s). */
  run: (message: unknown, place?: { inTurn: boolean }) => Promise<void>;
} {
  let send: Send | null = null;
  let handler: ((message: unknown) => Promise<void> | void) | null = null;
  const enqueue = async (message: unknown, options?: MessageQueueEnqueueOptions) => {
    if (!send) throw new Error('The job queue has not started: nothing can be sent to other servers, or taken from them, yet.');
    // Fedify's next try of the delivery in turn being run: that job's own next try, in its place.
    const current = running.getStore();
    const delayMs = options?.delay ? millisecondsOf(options.delay) : 0;
    if (current?.inTurn && options?.orderingKey && sameOutboxMessage(current.message, message)) {
      current.again = { message: message as object, delayMs };
      return;
    }
    const delaySeconds = delayMs / 1000;
    if (inTurn && options?.orderingKey) await send(inTurn, message as object, delaySeconds, queueKeyOf(options.orderingKey));
    else await send(queueName, message as object, delaySeconds);
  };
  return {
    nativeRetrial: false,
    connect: (given) => {
      send = given;
    },
    enqueue,
    enqueueMany: async (messages, options) => {
      for (const message of messages) await enqueue(message, options);
    },
    listen: (given, options) => {
      handler = given;
      // Fedify expects `listen` to last until it is told to stop.
      return new Promise<void>((resolve) => {
        if (options?.signal?.aborted) return resolve();
        options?.signal?.addEventListener('abort', () => {
          handler = null;
          resolve();
        });
      });
    },
    run: async (message, { inTurn } = { inTurn: false }) => {
      if (!handler) throw new Error('Fedify is not taking messages in this process yet.');
      const run = handler;
      const current: Running = { message, inTurn };
      await running.run(current, () => run(message));
      if (current.again)
        throw new TryAgainWith(current.again.message, current.again.delayMs, 'The delivery failed: tried again in its turn.');
    },
  };
}

/** Whether `next` is Fedify's next try of the delivery `message` (its outbox messages keep their id from try to try). */
function sameOutboxMessage(message: unknown, next: unknown): boolean {
  const idOf = (one: unknown) =>
    typeof one === 'object' && one !== null && 'type' in one && one.type === 'outbox' && 'id' in one ? one.id : undefined;
  const id = idOf(message);
  return id !== undefined && id === idOf(next);
}
