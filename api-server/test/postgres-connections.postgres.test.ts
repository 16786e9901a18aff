import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { DatabaseBusyError, type Database } from 'api-core/database';
import { migrate } from 'api-core/migrate';
import { openPostgres } from '../src/db/postgres-database';
import { listenOnPostgres } from '../src/db/postgres-listener';
import { guest, send } from './api';
import { startInProcess } from './in-process';
import { createPostgresDatabase, dropPostgresDatabase } from './test-databases';

/** Resolves once `promise` does, or rejects after `ms` saying what did not happen. */
function within<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once `condition` holds, looking every 50 ms, within `ms`. */
const until = (condition: () => boolean, what: string, ms?: number) =>
  within(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
    })(),
    what,
    ms,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let url: string;
const opened: Database[] = [];
beforeAll(async () => {
  url = await createPostgresDatabase();
});
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});
afterAll(() => dropPostgresDatabase(url));

async function open(options: Partial<Parameters<typeof openPostgres>[1]> = {}): Promise<{ db: Database; errors: Error[] }> {
  const errors: Error[] = [];
  const db = await openPostgres(url, { onError: (error) => void errors.push(error), ...options });
  opened.push(db);
  return { db, errors };
}

/** Runs `sql` on a connection of its own, as an operator (or a crash) would. */
async function asOperator(sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

// The review found no statement timeout: a query stuck behind a lock, or gone wrong, held its
// connection and its request for ever.
describe('the statement timeout on PostgreSQL', () => {
  it('a statement that runs longer is cancelled with an error, not waited on', async () => {
    const { db } = await open({ statementTimeoutSeconds: 1 });
    await expect(within(db.query('select pg_sleep(600)'), 'the statement ending')).rejects.toMatchObject({ code: '57014' });
    // The connection it ran on serves the next statement.
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('a transaction left idle is ended by PostgreSQL, and its failure is the transaction’s, not the process’s', async () => {
    const { db } = await open({ statementTimeoutSeconds: 1 });
    const idle = db.transaction(async (tx) => {
      await tx.query('select 1');
      await sleep(2_500);
      await tx.query('select 1');
    });
    await expect(within(idle, 'the idle transaction failing')).rejects.toThrow();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('migrations are not held to it: a long one, or a wait for another process’s, completes', async () => {
    const { db } = await open({ statementTimeoutSeconds: 1 });
    const applied = await migrate(db, [{ name: '900_slow.sql', sql: 'select pg_sleep(2)' }]);
    expect(applied).toEqual(['900_slow.sql']);
  }, 30_000);

  it('a call stuck behind a lock answers an error in words instead of hanging', async () => {
    const server = await startInProcess({ env: { SOCIAL_STATEMENT_TIMEOUT_SECONDS: '1' } });
    try {
      const { body } = await send(server, 'POST', '/api/auth/login', { body: guest });
      const { encodedToken } = body as { encodedToken: string };
      await server.db.transaction(async (tx) => {
        // Another request (or an operator's session) holds the post's row...
        await tx.query('set local idle_in_transaction_session_timeout = 0');
        await tx.query(`select 1 from posts where id = 'post-1' for update`);
        // ...which a like locks first.
        const liked = await within(send(server, 'POST', '/api/posts/like/post-1', { token: encodedToken }), 'the like answering');
        // Busy, not broken: the caller is told to come back, and when.
        expect(liked).toMatchObject({
          status: 503,
          body: { errors: ['The server is too busy to answer right now. Try again in 5 seconds.'], code: 'server.busy' },
        });
        expect(liked.headers.get('retry-after')).toBe('5');
      });
    } finally {
      await server.close();
    }
  }, 60_000);
});

// At 1,000,000 posts a benchmark's load left more requests waiting for the pool than it could
// serve within the statement timeout, and the next call answered a 500 as if the server were broken.
describe('a pool with no connection free on PostgreSQL', () => {
  it('a statement that waits past the timeout for a connection fails as busy (a 503), not as broken', async () => {
    const { db } = await open({ statementTimeoutSeconds: 1, poolSize: 1 });
    // The pool's one connection is held by a transaction of two statements, each within the timeout.
    const holding = db.transaction(async (tx) => {
      await tx.query('select pg_sleep(0.8)');
      await tx.query('select pg_sleep(0.8)');
    });
    await sleep(100);
    await expect(within(db.query('select 1'), 'the wait ending')).rejects.toBeInstanceOf(DatabaseBusyError);
    await holding;
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);
});

// The review found pg's pool errors dropped without a word.
describe('the pool’s connection errors on PostgreSQL', () => {
  it('an idle connection that PostgreSQL ends is reported, and the next statement gets a new one', async () => {
    const { db, errors } = await open();
    await db.query('select 1');
    await asOperator(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await until(() => errors.length > 0, 'the error being reported');
    expect(errors[0]?.message).toMatch(/terminat/i);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

// The home feed's statement cost more to plan than to run: it asks for one plan for any values,
// and the connection it ran on must not plan anything else that way (a plan for any value walked
// the user search wrongly).
describe('how statements are planned on PostgreSQL', () => {
  const planning = async (run: Database['query']) =>
    (await run<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`)).rows[0]?.mode;

  it('a statement that asks for one plan for any values gets it, and the next one on that connection is planned for its values', async () => {
    const { db } = await open({ poolSize: 1 });
    expect(await planning((sql, params) => db.query(sql, params))).toBe('force_custom_plan');
    expect(await planning((sql, params) => db.query(sql, params, { plan: 'generic' }))).toBe('force_generic_plan');
    expect(await planning((sql, params) => db.query(sql, params))).toBe('force_custom_plan');
  });

  it('the setting ends with the statement, when it fails too', async () => {
    const { db } = await open({ poolSize: 1 });
    await expect(db.query('select 1 / 0', [], { plan: 'generic' })).rejects.toMatchObject({ code: '22012' });
    expect(await planning((sql, params) => db.query(sql, params))).toBe('force_custom_plan');
    expect(await db.transaction((tx) => planning((sql, params) => tx.query(sql, params)))).toBe('force_custom_plan');
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can go silent: the connections through it stay open
 * but carry nothing either way, as a connection whose peer vanished without a word (a cut
 * network, a NAT or firewall that forgot it) does. New connections pass as usual.
 */
async function silenceableProxy(target: URL): Promise<{ url: string; silenceAll: () => void; close: () => Promise<void> }> {
  const pairs: Array<{ silent: boolean; sockets: Socket[] }> = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    const pair = { silent: false, sockets: [client, upstream] };
    pairs.push(pair);
    const relay = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        if (!pair.silent) to.write(chunk);
      });
      from.on('close', () => {
        if (!pair.silent) to.destroy();
      });
      from.on('error', () => undefined);
    };
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port.');
  const proxied = new URL(target.href);
  proxied.host = `127.0.0.1:${address.port}`;
  return {
    url: proxied.href,
    silenceAll: () => {
      for (const pair of pairs) pair.silent = true;
    },
    close: async () => {
      for (const socket of pairs.flatMap((pair) => pair.sockets)) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// The review found no keep-alive on the LISTEN connection: one left half-open looked open for
// ever while no live event arrived.
describe('the LISTEN connection on PostgreSQL', () => {
  it('notices a connection that went silent, reports it, and listens again on a new one', async () => {
    const proxy = await silenceableProxy(new URL(url));
    const errors: Error[] = [];
    let signals = 0;
    const unlisten = await listenOnPostgres(proxy.url, 'test_events', () => void (signals += 1), {
      onError: (error) => void errors.push(error),
      checkEveryMs: 200,
    });
    try {
      const notify = () => asOperator(`select pg_notify('test_events', 'x')`);
      const before = signals;
      await notify();
      await until(() => signals > before, 'a notification through the proxy');
      proxy.silenceAll();
      // Nothing said the connection was gone: only the check can notice.
      const whenSilenced = signals;
      await until(() => signals > whenSilenced, 'the listener listening again (it signals when it does)');
      expect(errors[0]?.message).toMatch(/did not answer/);
      const again = signals;
      await notify();
      await until(() => signals > again, 'a notification on the new connection');
    } finally {
      await unlisten();
      await proxy.close();
    }
  }, 60_000);
});
