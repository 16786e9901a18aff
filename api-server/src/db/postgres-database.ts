import pg from 'pg';
import { DatabaseBusyError, type Database, type Queryable, type QueryOptions } from 'api-core/database';
import { listenOnPostgres } from './postgres-listener';

/** How many statement texts each connection keeps prepared; past that, statements are planned each time. */
const preparedMax = 200;

/**
 * Names for the statements the API runs, so each connection parses a statement once and then
 * only binds it: the API's SQL is built from a fixed set of fragments with every value a
 * parameter, so its texts are few. A text past the first `preparedMax` (a script, a generated
 * batch) runs unnamed, so neither side keeps an unbounded number of them.
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= preparedMax) return known;
    const name = `s${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

/**
 * pg's pool says only in words that no connection came free within its connectionTimeoutMillis:
 * the database is too busy, which the API answers as a 503 (DatabaseBusyError), not a failure.
 */
const poolTimedOut = (error: unknown): boolean => error instanceof Error && error.message === 'timeout exceeded when trying to connect';

const busyIfNoConnection = (error: unknown): never => {
  throw poolTimedOut(error) ? new DatabaseBusyError(error) : error;
};

function queryable(target: pg.Pool | pg.PoolClient, nameOf: (sql: string) => string | undefined): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await target.query({ name: nameOf(sql), text: sql, values: [...params] }).catch(busyIfNoConnection);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    exec: async <Row>(script: string) => {
      // pg answers a script of several statements with one result each, and one statement with its result alone.
      const results: pg.QueryResult[] = [await target.query(script).catch(busyIfNoConnection)].flat();
      return results.flatMap((result) => (result.rows ?? []) as Row[]);
    },
  };
}

export type PostgresOptions = {
  /**
   * Where failures of connections no one is using go (PostgreSQL restarted, a network cut): to
   * the log, since nothing else would say so. They take nothing else with them.
   */
  onError: (error: Error) => void;
  poolSize?: number;
  /**
   * The longest a statement may run, and a transaction sit idle, in seconds, before PostgreSQL
   * ends it with an error (0: no limit): a call stuck behind a lock, or a query gone wrong,
   * answers an error instead of holding a connection, and its client, for ever.
   */
  statementTimeoutSeconds?: number;
  /** How often the LISTEN connection checks that PostgreSQL still answers it. */
  listenCheckEveryMs?: number;
};

/**
 * The settings every connection starts with. Prepared statements are still planned for their
 * values each time: a plan made once for any value (PostgreSQL's generic plan) read every user
 * matching "a" and sorted them, where the plan for "a" itself walks the username index and stops
 * at a page (the user search at 1,000,000 posts fell from 228 to 81 requests per PostgreSQL
 * CPU-second). A statement whose plan is the same for any values asks for one (`QueryOptions`).
 */
function sessionSettings(statementTimeoutSeconds: number): string {
  const timeoutMs = statementTimeoutSeconds * 1000;
  return ['plan_cache_mode=force_custom_plan', `statement_timeout=${timeoutMs}`, `idle_in_transaction_session_timeout=${timeoutMs}`]
    .map((setting) => `-c ${setting}`)
    .join(' ');
}

/** A PostgreSQL server at `url`, through a pool of connections; fails at once if it cannot connect. */
export async function openPostgres(
  url: string,
  { onError, poolSize = 10, statementTimeoutSeconds = 30, listenCheckEveryMs }: PostgresOptions,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: sessionSettings(statementTimeoutSeconds),
    // The operating system notices a peer that vanished (a cut network, a server that lost power).
    keepAlive: true,
    // A request that cannot get a connection in a statement's time answers an error, not a wait with no end.
    connectionTimeoutMillis: statementTimeoutSeconds * 1000,
  });
  // An idle connection that the server drops must not take the process with it; it is logged.
  pool.on('error', onError);
  await pool.query('select 1');
  const nameOf = statementNames();
  const transaction: Database['transaction'] = async (work) => {
    const client = await pool.connect().catch(busyIfNoConnection);
    // PostgreSQL may end a connection while it is out of the pool (a transaction idle past its
    // timeout): the failure is this transaction's, and the connection is not given back.
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost = error;
    };
    client.on('error', onLost);
    try {
      await client.query('begin');
      const result = await work(queryable(client, nameOf));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onLost);
      client.release(lost);
    }
  };
  const onPool = queryable(pool, nameOf);
  return {
    kind: 'postgresql',
    ...onPool,
    // A plan for any values is asked for in a transaction of its own, with SET LOCAL: the setting
    // ends with it, so the connection (PgBouncer's too, shared between transactions) plans every
    // other statement for its values.
    query: <Row>(sql: string, params?: readonly unknown[], { plan }: QueryOptions = {}) =>
      plan === 'generic'
        ? transaction(async (tx) => {
            await tx.exec('set local plan_cache_mode = force_generic_plan');
            return tx.query<Row>(sql, params);
          })
        : onPool.query<Row>(sql, params),
    transaction,
    listen: (channel, onSignal) => listenOnPostgres(url, channel, onSignal, { onError, checkEveryMs: listenCheckEveryMs }),
    close: () => pool.end(),
  };
}
