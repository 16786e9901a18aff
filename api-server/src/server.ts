import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApi } from 'api-core/api';
import type { Community, Jobs } from 'api-core/platform';
import type { Database } from 'api-core/database';
import { startEventHub } from 'api-core/events';
import { startNotificationSignals } from 'api-core/notification-signals';
import { createRateLimiter } from 'api-core/rate-limits';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { createSeeder, type Seeder } from 'api-core/seed';
import { federateProfileChange } from 'api-core/account-federation';
import { startBackfillWhenDue } from 'api-core/backfill';
import { rejectFollowsOfThoseSuspended } from 'api-core/follow-answers';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { DataDirInUse, lockDataDir } from './db/data-dir-lock';
import { openEmbeddedPostgres } from './db/embedded/embedded-database';
import { runningClusterUrl } from './db/embedded/cluster';
import { postgresLog } from './db/embedded/postgres-log';
import { openPostgres } from './db/postgres-database';
import { createFileImageStore } from './platform/image-store';
import { argon2Passwords, leastCostPasswords } from './platform/passwords';
import { createTokens, tokenSecret } from './platform/tokens';
import { startStaticServer, type StaticServer } from './static/serve-app';
import { startJobQueue } from './jobs/job-queue';
import { mailWorkers } from './mail/mail-jobs';
import { createMailer } from './mail/mailer';
import { createServerFederation, type ServerFederation } from './federation/federation';
import { createRemoteFetch } from './federation/remote-fetch';
import { fedifyQueueNames, fedifyServerQueue, inboxQueueName } from './federation/message-queue';
import { serverVersion } from './health/version';

export type RunningServer = {
  url: string;
  /** Stops accepting, finishes the requests in flight, then closes the database. */
  close: () => Promise<void>;
  /** Closes the database alone, the requests in flight abandoned: when the server must stop now. */
  closeDatabase: () => Promise<void>;
};

/** Where failures of the database's idle connections go when no log is given: standard error. */
const reportOnStderr = (error: Error) => console.error('database connection failed', error);

/**
 * The database the configuration names: `DATABASE_URL`'s, or the embedded PostgreSQL in the data
 * folder, which this process then holds (the lock) and runs; closing the database stops it, and
 * the release gives the folder back. With `attach` (the operator's commands), a data folder a
 * running server holds is reached through that server's PostgreSQL instead of refused. Failures
 * of PostgreSQL connections no request is using go to `onError`.
 */
export async function openDatabase(
  config: ServerConfig,
  {
    attach = false,
    log = postgresLog(config.logLevel),
    onError = reportOnStderr,
  }: { attach?: boolean; log?: (line: string) => void; onError?: (error: Error) => void } = {},
): Promise<{ db: Database; release: () => void }> {
  const options = { onError, statementTimeoutSeconds: config.timeouts.statementSeconds };
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl, options), release: () => undefined };
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(attach && error instanceof DataDirInUse)) throw error;
    return { db: await openPostgres(runningClusterUrl(config.dataDir), options), release: () => undefined };
  }
  try {
    return { db: await openEmbeddedPostgres(config.dataDir, log, options), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** The server on its database, not yet listening: what `startServer` runs and what the in-process tests inject requests into. */
/** The assembled server; `jobs`, its queue of work after answering (what a test's harness adds work through). */
export type AssembledServer = { app: FastifyInstance; seeder: Seeder; community: Community; jobs: Jobs; close: () => Promise<void> };

/**
 * The server's parts on an open database: the schema migrated (and for a demo the spec's seed
 * written when it is empty), the API on the server's platform (argon2id, signed tokens, images
 * re-encoded into files in the data folder), the live events, and the Fastify app. Closing
 * stops the app and the live events; the database stays its opener's.
 */
export async function assembleServer(
  config: ServerConfig,
  db: Database,
  options: Parameters<typeof buildApp>[1] = {},
): Promise<AssembledServer> {
  mkdirSync(config.dataDir, { recursive: true });
  await migrate(db, migrations);
  const images = createFileImageStore(path.join(config.dataDir, 'media'));
  const community: Community = {
    registration: config.registration,
    sharedGuest: config.demo,
    mail: config.mail !== null,
    requireVerifiedEmail: config.requireVerifiedEmail,
    staffRequireTwoFactor: config.staffRequireTwoFactor,
    name: config.communityName,
    origin: config.publicUrl,
  };
  const tokens = createTokens(tokenSecret(config.dataDir, config.jwtSecret));
  // Failures of the live events, the rate limits and the job queue go to the app's log once there is one.
  let reportFailure = (error: unknown) => console.error(error);
  let log: Record<'info' | 'warn' | 'error', (details: object, message: string) => void> = {
    info: (details, message) => console.info(message, details),
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  };
  const mailer = config.mail ? createMailer(config.mail) : null;
  const mailCommunity = { name: config.communityName, publicUrl: config.publicUrl, language: config.defaultLanguage };
  // The job queue once it is handed back: its workers start taking jobs while it starts, and one
  // that adds a job (a suspension's end adds its profile's) waits for it.
  const queueStarted = Promise.withResolvers<Jobs>();
  // A queue that failed to start fails the server's start: its workers waiting give up with it.
  queueStarted.promise.catch(() => undefined);
  const federation: ServerFederation | null = config.federation.enabled
    ? createServerFederation({
        db,
        images,
        remoteMediaDays: config.federation.remoteMediaDays,
        publicUrl: config.publicUrl,
        allowPrivate: config.federation.allowPrivate,
        registration: () => community.registration,
        community,
        jobs: () => queueStarted.promise,
        version: serverVersion,
        reportReadingFailure: (error) =>
          log.warn({ err: error }, 'a delivery from another server failed to be read (one taken is read again later, up to its last try)'),
        reportBackfillFailure: ({ givenUp, ...failed }) =>
          givenUp
            ? log.warn(
                failed,
                'a post or person of elsewhere was not read again (its server did not give it): given up, it stays as it was kept',
              )
            : log.info(failed, 'a post or person of elsewhere was not read again (its server did not give it): it is read again later'),
      })
    : null;
  const jobs = await startJobQueue(
    db,
    {
      ...mailWorkers(db, tokens, mailer, mailCommunity),
      // Federation turned off since the job was added: nothing goes to other servers any more.
      'federation.post': async (data) => federation?.sendPostChange(data),
      'federation.comment': async (data) => federation?.sendCommentChange(data),
      'federation.repost': async (data) => federation?.sendRepost(data),
      'federation.follow-answer': async (data) => federation?.sendFollowAnswer(data),
      'federation.follow': async (data) => federation?.sendFollow(data),
      'federation.like': async (data) => federation?.sendLike(data),
      'federation.block': async (data) => federation?.sendBlock(data),
      'federation.flag': async (data) => federation?.sendFlag(data),
      'federation.account-deleted': async (data) => federation?.sendAccountDeletion(data),
      'federation.profile': async (data) => federation?.sendProfileUpdate(data),
      // Its end goes as every other change to the actor does, a profile job in turn with theirs, so
      // a moderator's change in that same moment reaches their followers' servers in its order.
      'federation.suspension-ends': async ({ userId }) => {
        if (federation) await federateProfileChange(await queueStarted.promise, db, userId);
      },
      'federation.replies': async (data) => federation?.readReplies(data),
      'federation.backfill': async (data) => federation?.backfill(data),
      'federation.person': async (data) => federation?.readPerson(data),
    },
    {
      tryTimeoutSeconds: config.jobTimeoutSeconds,
      log: { warn: (details, message) => log.warn(details, message), error: (details, message) => log.error(details, message) },
    },
    fedifyQueueNames.map((name) =>
      fedifyServerQueue(name, async (message, place) => {
        if (!federation) throw new Error('Federation is off (SOCIAL_FEDERATION): this job waits until it is on.');
        await federation.messages[name].run(message, place);
        if (name === inboxQueueName) federation.inboxBacklog.read();
      }),
    ),
  ).catch((error: unknown) => {
    queueStarted.reject(error);
    throw error;
  });
  queueStarted.resolve(jobs);
  const stopFederationQueue = new AbortController();
  if (federation) {
    for (const name of fedifyQueueNames) federation.messages[name].connect(jobs.send);
    void federation.federation.startQueue(undefined, { signal: stopFederationQueue.signal });
    // Posts of elsewhere kept before this server read all they carry (migration 069), read again.
    await startBackfillWhenDue({ db, jobs });
    // People of elsewhere suspended before a suspension ended their follows, told now.
    await rejectFollowsOfThoseSuspended({ db, jobs });
  }
  const remoteFetch = createRemoteFetch({
    allowPrivate: config.federation.allowPrivate,
    userAgent: `social/${serverVersion} (+${config.publicUrl})`,
  });
  const passwords = config.leastPasswordCost ? leastCostPasswords : argon2Passwords;
  const platform = {
    db,
    images,
    passwords,
    tokens,
    community,
    jobs,
    fediverse: federation?.fediverse ?? null,
    log: { warn: (details: Record<string, unknown>, message: string) => log.warn(details, message) },
  };
  const seeder = createSeeder(platform);
  // The seed's passwords are published: only a demo gets its accounts.
  if (config.demo) await seeder.seedIfEmpty();
  const events = await startEventHub(db, (error) => reportFailure(error));
  const notificationSignals = await startNotificationSignals(db);
  const limiter = createRateLimiter(db, config.rateLimits, (error) => reportFailure(error));
  const stopBackground = async () => {
    limiter.close();
    stopFederationQueue.abort();
    await jobs.close();
    mailer?.close();
    await events.close();
    await notificationSignals.close();
    await remoteFetch.close();
  };
  try {
    const app = await buildApp(
      {
        config,
        api: createApi(platform),
        db,
        images,
        tokens,
        events,
        notificationSignals,
        limiter,
        seeder,
        community,
        federation,
        remoteFetch,
      },
      options,
    );
    reportFailure = (error) => app.log.error({ err: error }, 'live events or rate limits failed');
    log = app.log;
    if (!config.mail)
      app.log.warn('mail is off: SOCIAL_SMTP_URL is not set, so no mail is sent (admins make password reset links instead)');
    return {
      app,
      seeder,
      community,
      jobs,
      close: async () => {
        await app.close();
        await stopBackground();
      },
    };
  } catch (error) {
    await stopBackground();
    throw error;
  }
}

/**
 * Starts the server: the database, the API and the shell on `config.port`, and each remote's
 * build on its own port.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true });
  // The database opens before the app that has the log: its failures go to stderr until then.
  let reportDatabaseFailure = reportOnStderr;
  const { db, release } = await openDatabase(config, { onError: (error) => reportDatabaseFailure(error) });
  const remotes: StaticServer[] = [];
  let server: AssembledServer | null = null;
  try {
    server = await assembleServer(config, db);
    const { app } = server;
    reportDatabaseFailure = (error) => app.log.error({ err: error }, 'database connection failed');
    await app.listen({ host: config.host, port: config.port });
    if (config.serveRemotes) {
      const origins = config.remotes.map((remote) => remote.url.origin);
      for (const remote of config.remotes) {
        remotes.push(
          await startStaticServer({ root: remote.dist, host: config.host, port: Number(remote.url.port), remoteOrigins: origins }),
        );
      }
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ port, database: db.kind, dataDir: config.dataDir }, 'listening');
    const assembled = server;
    let databaseClosed: Promise<void> | null = null;
    const closeDatabase = () => {
      databaseClosed ??= db.close().finally(release);
      return databaseClosed;
    };
    return {
      url: `http://${config.host}:${port}`,
      close: async () => {
        await Promise.all(remotes.map((remote) => remote.close()));
        await assembled.close();
        await closeDatabase();
      },
      closeDatabase,
    };
  } catch (error) {
    await Promise.all(remotes.map((remote) => remote.close()));
    await server?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    release();
    throw error;
  }
}
