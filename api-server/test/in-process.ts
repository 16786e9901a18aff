import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SeedSizes } from 'api-contract/contract-suite';
import type { Community, Jobs } from 'api-core/platform';
import type { Seeder } from 'api-core/seed';
import { breakable, type BreakableDatabase } from 'api-core/testing/breakable-database';
import { readConfig, type ServerConfig } from '../src/config';
import { federationQueueName, inboxQueueName, orderedDeliveryQueueName } from '../src/federation/message-queue';
import { jobQueueNames } from '../src/jobs/job-queue';
import { assembleServer } from '../src/server';
import { freePort } from './free-port';
import { limitsNoTestReaches } from './server-process';
import { openTestDatabase } from './test-databases';

/** Where a test sends its requests: a base address, and the `fetch` that reaches it. */
export type Target = { url: string; fetch: typeof fetch };

export type InProcessServer = Target & {
  app: FastifyInstance;
  db: BreakableDatabase;
  seeder: Seeder;
  /** Its data folder: the embedded database's files (on PGlite) and `media/`, the kept images. */
  dataDir: string;
  /** Every line the server logged (its JSON log). */
  lines: string[];
  /** How people join: the configuration's, until a test changes it (a reset puts it back). */
  community: Community;
  /** Its queue of work after answering. */
  jobs: Jobs;
  /** The spec's seed written afresh, with a generated community when asked, and the configuration's registration. */
  reset: (sizes?: SeedSizes) => Promise<void>;
  /**
   * The same server on a loopback socket as well (for what `inject` cannot carry, such as a
   * stream that never ends): its address, and the global `fetch` that reaches it.
   */
  listen: (port?: number) => Promise<Target>;
  close: () => Promise<void>;
};

/** Fastify's `inject` as a `fetch`: a request reaches the app without a socket, as the clients send it. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const empty = [204, 304].includes(answer.statusCode);
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The server in the test's own process, on the test file's database (PGlite, or a PostgreSQL
 * database of its own), reached through `app.inject`: its API only, its testing calls on, a data
 * folder of its own, passwords hashed at argon2's least cost. `env` adds to the test settings (`SOCIAL_AUTH_ATTEMPTS_PER_MINUTE`...);
 * `adjust` changes what no setting reaches (the rate limits' window).
 */
export async function startInProcess({
  env = {},
  adjust = (config) => config,
}: { env?: Record<string, string>; adjust?: (config: ServerConfig) => ServerConfig } = {}): Promise<InProcessServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'social-in-process-'));
  const config = adjust({
    ...readConfig({
      SOCIAL_DATA_DIR: dataDir,
      SOCIAL_SERVE_APPS: 'none',
      SOCIAL_TESTING: '1',
      SOCIAL_DEMO: 'on',
      ...limitsNoTestReaches,
      LOG_LEVEL: 'info',
      ...env,
    }),
    leastPasswordCost: true,
  });
  const db = breakable(await openTestDatabase({ statementTimeoutSeconds: config.timeouts.statementSeconds }));
  const lines: string[] = [];
  const server = await assembleServer(config, db, { logStream: { write: (line) => void lines.push(line.trimEnd()) } });
  await server.seeder.reseed();
  return {
    url: 'http://in-process',
    fetch: injectFetch(server.app),
    app: server.app,
    db,
    seeder: server.seeder,
    dataDir,
    lines,
    community: server.community,
    jobs: server.jobs,
    reset: async (sizes) => {
      server.community.registration = config.registration;
      await server.seeder.reseed(sizes);
    },
    listen: async (port = 0) => {
      await server.app.listen({ host: '127.0.0.1', port });
      const address = server.app.server.address();
      if (address === null || typeof address === 'string') throw new Error(`The server listens on ${String(address)}, not a port.`);
      return { url: `http://127.0.0.1:${address.port}`, fetch };
    },
    close: async () => {
      await server.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server in the process, federating at a loopback address of its own (`origin`) and listening
 * there, as a test with another server needs: `env` and `adjust` as `startInProcess` takes them.
 */
export async function startFederatingInProcess(
  options: Parameters<typeof startInProcess>[0] = {},
): Promise<{ server: InProcessServer; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startInProcess({
    ...options,
    env: { SOCIAL_FEDERATION: 'on', SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on', SOCIAL_PUBLIC_URL: origin, ...options.env },
  });
  await server.listen(port);
  return { server, origin };
}

/**
 * Resolves once `server` has read every delivery it took that it can read now. Its inbox answers
 * a delivery once the signature is checked, and reads it after, as a job (`federation.inbox`):
 * this waits until none is due or being read (one whose reading failed waits for its next try,
 * minutes later), for at most `seconds`.
 */
export const deliveriesRead = (server: Pick<InProcessServer, 'db'>, seconds = 15): Promise<void> =>
  jobsDone(server, [inboxQueueName], 'deliveries were still to be read', seconds);

/**
 * Resolves once `server` has sent everything it has to send now: no federation job (building an
 * activity) nor delivery of Fedify's is due or running, for at most `seconds`.
 */
export const deliveriesSent = (server: Pick<InProcessServer, 'db'>, seconds = 15): Promise<void> =>
  jobsDone(server, [federationQueueName, orderedDeliveryQueueName, ...federationJobNames], 'activities were still to be sent', seconds);

/** The queues of the API's federation jobs (`federation.post`, `federation.post-in-turn`...), Fedify's own apart. */
const federationJobNames: string[] = jobQueueNames.filter((name) => name.startsWith('federation.'));

async function jobsDone(server: Pick<InProcessServer, 'db'>, names: string[], what: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { rows } = await server.db.query<{ left: number }>(
      `select count(*)::int as left from pgboss.job
        where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    );
    const left = rows[0]?.left ?? 0;
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} ${what} after ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
