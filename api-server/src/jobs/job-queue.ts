import { createHash } from 'node:crypto';
import { PgBoss, type Db as IDatabase, type Queue } from 'pg-boss';
import type { JobQueue as QueueSummary } from 'api-contract/entities';
import type { Database, Queryable } from 'api-core/database';
import type { Job, JobData, Jobs } from 'api-core/platform';

/**
 * The durable job queue: pg-boss, in the schema `pgboss` of the API's own database. pg-boss was
 * chosen over graphile-worker because it runs through any adapter that executes SQL: its jobs go
 * through the API's `Database`, so a job is added inside the transaction of the change that
 * causes it (on the embedded PostgreSQL, a DATABASE_URL and the tests' PGlite alike), where
 * graphile-worker needs a `pg` pool of its own. Each job is fetched with `SKIP LOCKED`, so several
 * server processes never run one at once; a job that throws is tried again with backoff, one
 * whose process died is tried again once its time is up, and one that keeps failing ends as
 * `failed`, which admins see.
 */

const schema = 'pgboss';

/** What runs each kind of job, with the job's data. A worker that throws has the job tried again later. */
export type JobWorkers = { [N in Job['name']]: (data: JobData<N>) => Promise<void> };

export type QueueSettings = {
  /** How long one try of a job may run before it is taken for dead (its process killed) and tried again. */
  tryTimeoutSeconds: number;
  /** Where the queue's failures and warnings go. */
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
};

/**
 * What a try throws to be tried again with `data`, its next try's own, `delayMs` after, in a queue
 * in turn still ahead of the later jobs of its key, which wait while it does (pg-boss's retry,
 * which holds its key). It does not count among the job's tries for a process that died: each
 * gives it its queue's `retryLimit` again.
 */
export class TryAgainWith extends Error {
  constructor(
    readonly data: object,
    readonly delayMs: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A queue of the server's own beside the API's jobs (Fedify's messages): its data is the queue's
 * to read, and `work` runs each.
 */
export type ServerQueue = {
  name: string;
  tries: Omit<Queue, 'name' | 'expireInSeconds'>;
  /** The queue a job whose last try failed goes on to, as a job of its own without its key, instead of ending failed here. */
  movedOnLastTry?: string;
  work: (data: unknown) => Promise<void>;
};

export type RunningJobQueue = Jobs & {
  /**
   * Adds a job to one of the server's own queues, to run no sooner than `delaySeconds` from now;
   * with `key`, in a queue of pg-boss's `key_strict_fifo` policy, after the jobs of that key before it.
   */
  send: (queue: string, data: object, delaySeconds?: number, key?: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * How a job is tried: again and again with a growing wait (5 s, 10 s, 20 s... at most 15 minutes
 * apart), for about an hour (as long as a reset link works); kept a day once done, for the counts.
 * A federation job only builds an activity and hands it to Fedify, whose deliveries are then
 * tried again on their own, for a day.
 */
const triedForAnHour: Omit<Queue, 'name' | 'expireInSeconds'> = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 900,
  deleteAfterSeconds: 86_400,
  notify: true,
};

/**
 * How a read of what another server holds (a conversation's replies) is tried: twice more, a
 * minute apart. It only keeps what was there to read, which the next member opening the
 * conversation has read anew a quarter of an hour later.
 */
const triedTwiceMore: Omit<Queue, 'name' | 'expireInSeconds'> = {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: false,
  deleteAfterSeconds: 86_400,
  notify: true,
};

/** Every kind of job, and how it is tried. */
const queues: Record<Job['name'], Omit<Queue, 'name' | 'expireInSeconds'>> = {
  'mail.password-reset': triedForAnHour,
  'mail.email-confirm': triedForAnHour,
  'mail.email-changed': triedForAnHour,
  'federation.post': triedForAnHour,
  'federation.comment': triedForAnHour,
  'federation.repost': triedForAnHour,
  'federation.follow-answer': triedForAnHour,
  'federation.follow': triedForAnHour,
  'federation.like': triedForAnHour,
  'federation.block': triedForAnHour,
  'federation.flag': triedForAnHour,
  'federation.account-deleted': triedForAnHour,
  'federation.profile': triedForAnHour,
  'federation.suspension-ends': triedForAnHour,
  'federation.replies': triedTwiceMore,
  'federation.backfill': triedTwiceMore,
  'federation.person': triedTwiceMore,
};

/**
 * What each kind of job whose order matters is a change of: the jobs of one such thing run one at
 * a time, in the order they were added, whichever server process takes them. Each builds an
 * activity from what it carries (a like, or its taking back) or reads (a post, a profile) and
 * hands its deliveries over, which then go in turn (message-queue.ts); two of one thing built side
 * by side, in two processes, could hand them over the other way round: a like's Undo before the
 * like, a profile's first edit after its second. The order is that in which their transactions
 * began (pg-boss's time of a job is its transaction's): a job that carries what changed sends it
 * only while it still stands (api-core's still-standing.ts).
 */
const changeOf: { [N in Job['name']]?: (data: JobData<N>) => string } = {
  'federation.post': ({ postId }) => postId,
  'federation.comment': ({ commentId }) => commentId,
  'federation.repost': ({ userId, postId }) => `${userId}\n${postId}`,
  'federation.follow-answer': ({ userId, follower }) => `${follower.uri}\n${userId}`,
  'federation.follow': ({ userId, followee }) => `${userId}\n${followee.uri}`,
  'federation.like': ({ userId, postUri }) => `${userId}\n${postUri}`,
  'federation.block': ({ userId, target }) => `${userId}\n${target.uri}`,
  'federation.profile': ({ userId }) => userId,
  // Not a change: one key for all, so one job of it runs at a time on the whole server, and its
  // reads of other servers go one after another, however many processes take jobs (backfill.ts).
  'federation.backfill': () => 'backfill',
};

/**
 * The queue key of `text`: its digest, of one length whatever the addresses of elsewhere it is
 * made of (pg-boss indexes the key, and an index's entry has a bound a long address would pass).
 */
export const queueKeyOf = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** The key of `job` in its kind's queue in turn, if its kind has one. */
export function inTurnKeyOf<N extends Job['name']>(job: { name: N; data: JobData<N> }): string | null {
  const change = changeOf[job.name];
  return change ? queueKeyOf(change(job.data)) : null;
}

/**
 * The queue in turn of a kind of job (pg-boss's `key_strict_fifo`). It has a name of its own
 * because a queue's policy is set when it is made: a server that made the kind's queue before
 * keeps it, where the jobs it still holds run, and where one in turn whose last try failed goes
 * on without its key (failed in turn, it would hold the later ones of its thing for the day
 * failed jobs are kept).
 */
export const inTurnQueueOf = (name: Job['name']): string => `${name}-in-turn`;

/**
 * The kinds of job of which one waiting is enough: its worker does what it reads when it runs,
 * so a second job added while the first still waits would do the same again. A profile edited
 * five times in a minute sends its actor once (or twice, when an edit comes while the job runs),
 * as Mastodon sends an account's update once at a time (its lock until executed); the backfill
 * reads the posts still marked when it runs, however often a server starts meanwhile.
 */
const oneWaiting = new Set<Job['name']>(['federation.profile', 'federation.backfill']);

/** The name of every kind of job. */
export const jobNames = Object.keys(queues) as Job['name'][];

/** The queues of every kind of job: its own, and its queue in turn if it has one. */
export const jobQueueNames: string[] = jobNames.flatMap((name) => (changeOf[name] ? [name, inTurnQueueOf(name)] : [name]));

/**
 * How workers take jobs: a NOTIFY wakes them when one is added; they look every 30 seconds
 * besides, or as often as a try may run when that is shorter, but no more often than every 2 s
 * (pg-boss's look when no NOTIFY is heard, which this may not be shorter than, or it refuses to
 * start): a try taken for lost, and a retry coming due, wake no one, so a job whose process died
 * waits for that look.
 */
const workOptions = (tryTimeoutSeconds: number, { inTurn }: { inTurn: boolean }) =>
  ({
    batchSize: 10,
    burstWhenBatchFull: true,
    perJobResults: true,
    notifyPollingIntervalSeconds: Math.min(30, Math.max(2, tryTimeoutSeconds)),
    // A job in turn reads its own retry limit, which `TryAgainWith` raises.
    includeMetadata: inTurn,
  }) as const;

/** A job as a worker takes it (`retryLimit`: with its metadata). */
type TakenJob = { id: string; data: unknown; retryCount: number; retryLimit?: number };

/** An error in words, for a job's output and the log. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * pg-boss's statements run on `db`: the database, or one transaction on it. Those without
 * parameters may be scripts of several statements (its schema's migrations, its locked blocks
 * from BEGIN to COMMIT), which only PostgreSQL's simple protocol runs: `exec`.
 */
const onQueryable = (db: Queryable, kind: Database['kind']): IDatabase => ({
  executeSql: async (text, values) => {
    if (values && values.length > 0) return db.query<Record<string, unknown>>(text, values);
    try {
      return { rows: await db.exec(text) };
    } catch (error) {
      // PGlite has one connection: a script that failed inside its BEGIN would leave every later
      // statement in an aborted transaction, where a pool's next statement has a fresh connection.
      if (kind === 'pglite' && /^\s*begin\b/i.test(text)) await db.exec('rollback').catch(() => undefined);
      throw error;
    }
  },
});

/**
 * pg-boss's LISTEN through the Database's own listener, which reconnects by itself and then calls
 * back with no payload: pg-boss then looks for the jobs it may have missed.
 */
const withListen = (db: Database): IDatabase => ({
  ...onQueryable(db, db.kind),
  listen: async (channel, onNotification, onReconnect) => {
    const unlisten = await db.listen(channel, (payload) => (payload === undefined ? onReconnect() : onNotification(payload)));
    onReconnect();
    return { close: unlisten };
  },
});

/**
 * Starts the queue on `db`: its schema installed or brought up to date, each kind of job's queue
 * made, and `workers` taking jobs in this process (wakened at once by a NOTIFY when a job is added
 * anywhere, and looking every 30 seconds besides: `workOptions`).
 */
export async function startJobQueue(
  db: Database,
  workers: JobWorkers,
  settings: QueueSettings,
  serverQueues: ServerQueue[] = [],
): Promise<RunningJobQueue> {
  // Often enough that a job whose process died is tried again soon after its time is up: the
  // monitor is what fails an expired job (every 60 s by default, whatever the supervision's pace).
  const monitorSeconds = Math.min(60, Math.max(1, settings.tryTimeoutSeconds));
  const boss = new PgBoss({
    db: withListen(db),
    schema,
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    useListenNotify: true,
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
    // No scheduled jobs (cron) yet.
    schedule: false,
  });
  boss.on('error', (error) => settings.log.error({ err: error }, 'job queue failed'));
  boss.on('warning', (warning) => settings.log.warn({ warning }, 'job queue warning'));
  await boss.start();
  const everyQueue: ServerQueue[] = [
    ...jobNames.flatMap((name): ServerQueue[] => {
      const work = workers[name] as (data: unknown) => Promise<void>;
      const own = { name, tries: queues[name], work };
      if (!changeOf[name]) return [own];
      const tries = { ...queues[name], policy: 'key_strict_fifo' as const };
      return [own, { name: inTurnQueueOf(name), tries, movedOnLastTry: name, work }];
    }),
    ...serverQueues,
  ];
  for (const { name, tries } of everyQueue) {
    const { policy, ...options } = { ...tries, expireInSeconds: settings.tryTimeoutSeconds };
    // A queue's policy is set when it is made, and cannot be changed after (a queue of another policy takes another name).
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, { ...options, ...(policy && { policy }) });
  }
  for (const { name, tries, movedOnLastTry, work: run } of everyQueue) {
    // A job of a key that others wait behind (`key_strict_fifo`) lets the next go when it is
    // done: its worker looks again at once, as a NOTIFY would have it, and not at its next look.
    const inTurn = tries.policy === 'key_strict_fifo';
    let workerId: string | null = null;
    // Every job waiting is taken at once, up to a batch (a wake-up may stand for several jobs),
    // each settled alone: one mail refused does not send the others again.
    workerId = await boss.work(name, workOptions(settings.tryTimeoutSeconds, { inTurn }), async (batch: TakenJob[]) => {
      const outcomes = await Promise.allSettled(batch.map((job) => run(job.data)));
      if (inTurn && workerId) boss.notifyWorker(workerId);
      return Promise.all(
        batch.map(async (job, index) => {
          const outcome = outcomes[index]!;
          if (outcome.status === 'fulfilled') return { id: job.id, status: 'completed' as const };
          const reason: unknown = outcome.reason;
          const message = messageOf(reason);
          const again = reason instanceof TryAgainWith ? reason : null;
          const lastTry = job.retryCount >= (job.retryLimit ?? tries.retryLimit ?? 0);
          if (!lastTry && again) await tryAgainWith(boss, db, name, job, again, tries.retryLimit ?? 0);
          if (!movedOnLastTry || !lastTry) return { id: job.id, status: 'failed' as const, output: { message } };
          await boss.send(movedOnLastTry, (again?.data ?? job.data) as object);
          return { id: job.id, status: 'completed' as const, output: { message, movedTo: movedOnLastTry } };
        }),
      );
    });
  }

  const movingOn = everyQueue.flatMap(({ name, tries, movedOnLastTry }) =>
    tries.policy === 'key_strict_fifo' && movedOnLastTry ? [{ name, movedOnLastTry }] : [],
  );
  const sweep = async () => {
    for (const queue of movingOn) await moveOnFailedInTurn(boss, db, queue, settings.log);
  };
  // At the monitor's pace, as it is the monitor that fails them.
  const sweeping = setInterval(
    () => void sweep().catch((error: unknown) => settings.log.error({ err: error }, 'moving on failed jobs failed')),
    monitorSeconds * 1000,
  );
  sweeping.unref();

  return {
    enqueue: async (tx, job, when) => {
      const options = { db: onQueryable(tx, db.kind), ...(when && { startAfter: new Date(when.startAt) }) };
      const singletonKey = inTurnKeyOf(job);
      const queue = singletonKey ? inTurnQueueOf(job.name) : job.name;
      // upsert() edits the job of that key still waiting, if any (pg-boss's unique index job_i13
      // keeps two adds at once to one), and adds one otherwise. One waiting for its next try after
      // a failure is due now (or when the new one asks: the backfill's next try): the new change
      // is not held back for up to a quarter of an hour. The oldest waiting is the one edited: one
      // waiting for its next try holds the others of its key.
      if (singletonKey && oneWaiting.has(job.name)) {
        await boss.upsert(queue, job.data, { ...options, singletonKey, startAfter: options.startAfter ?? 0, match: 'oldest' });
      } else await boss.send(queue, job.data, { ...options, ...(singletonKey && { singletonKey }) });
    },
    send: async (queue, data, delaySeconds = 0, key) => {
      await boss.send(queue, data, { ...(delaySeconds > 0 && { startAfter: Math.ceil(delaySeconds) }), ...(key && { singletonKey: key }) });
    },
    queues: () =>
      summaries(
        db,
        everyQueue.map(({ name }) => name),
      ),
    // Stops taking jobs and waits for those running here (a job cut off is tried again elsewhere).
    close: () => {
      clearInterval(sweeping);
      return boss.stop({ graceful: true, close: false, timeout: settings.tryTimeoutSeconds * 1000 });
    },
  };
}

/**
 * Fails `job` of queue `name` as its try asked (`again`) and makes its next try `again`'s: its
 * data, when it comes due, and as many tries again as its queue gives (`retryLimit`), in one
 * transaction, so no worker takes it between the two. pg-boss's own settling of the try then
 * finds it settled and changes nothing.
 */
async function tryAgainWith(boss: PgBoss, db: Database, name: string, job: TakenJob, again: TryAgainWith, retryLimit: number) {
  await db.transaction(async (tx) => {
    const options = { db: onQueryable(tx, db.kind) };
    await boss.fail(name, job.id, { message: again.message }, options);
    await boss.update(name, again.data, {
      ...options,
      id: job.id,
      startAfter: new Date(Date.now() + again.delayMs),
      retryLimit: job.retryCount + 1 + retryLimit,
    });
  });
}

/** Which of the advisory locks the server takes is the sweep's of failed jobs in turn (one process at a time sweeps). */
const sweepLock = 4_147_005;

/**
 * Moves on the jobs of queue `name` (a queue in turn) that pg-boss's monitor failed for good: each
 * goes to `movedOnLastTry` as a job of its own, without its key, as its handler moves on its own
 * last failure. The monitor fails a job whose process died on its every try (its handler never
 * answered), and a failed job would hold every later job of its key (`key_strict_fifo`) for the
 * days failed jobs are kept. One process sweeps at a time, in one transaction, so each failed job
 * goes on once.
 */
async function moveOnFailedInTurn(
  boss: PgBoss,
  db: Database,
  { name, movedOnLastTry }: { name: string; movedOnLastTry: string },
  log: QueueSettings['log'],
): Promise<void> {
  const blocked = await boss.getBlockedKeys(name);
  if (blocked.length === 0) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ held: boolean }>('select pg_try_advisory_xact_lock($1) as held', [sweepLock]);
    if (!rows[0]?.held) return;
    const options = { db: onQueryable(tx, db.kind) };
    for (const key of blocked) {
      for (const job of await boss.findJobs<object>(name, { key, ...options })) {
        if (job.state !== 'failed') continue;
        await boss.send(movedOnLastTry, job.data, options);
        await boss.deleteJob(name, job.id, options);
        log.warn({ queue: name, job: job.id, movedTo: movedOnLastTry }, 'a job in turn failed for good went on without its key');
      }
    }
  });
}

/** How many jobs of queue `name` are not done: waiting to run (now or later), or running. */
export async function jobsNotDone(db: Queryable, name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${schema}.job where name = $1 and state in ('created', 'retry', 'active')`,
    [name],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Each kind of job as admins see it, counted now (pg-boss's own counts are as of its last
 * monitoring pass, up to a minute old): the jobs waiting (to run, or to be tried again), running,
 * and failed for good, and the error of the latest that failed.
 */
async function summaries(db: Queryable, names: string[]): Promise<QueueSummary[]> {
  const { rows } = await db.query<{
    name: string;
    waiting: number;
    running: number;
    failed: number;
    error: string | null;
    at: Date | null;
  }>(
    `select q.name,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
            count(j.id) filter (where j.state = 'active')::int as running,
            count(j.id) filter (where j.state = 'failed')::int as failed,
            last.error, last.at
       from unnest($1::text[]) as q(name)
       left join ${schema}.job j on j.name = q.name
       left join lateral (
         select coalesce(f.output->>'message', f.output::text) as error, f.completed_on as at
           from ${schema}.job f where f.name = q.name and f.state = 'failed' order by f.completed_on desc limit 1
       ) last on true
      group by q.name, last.error, last.at
      order by q.name`,
    [names],
  );
  return rows.map(({ name, waiting, running, failed, error, at }) => ({
    name,
    waiting,
    running,
    failed,
    lastFailure: at ? { error: error ?? '', at: at.toISOString() } : null,
  }));
}
