import pg from 'pg';
import type { Database, Queryable } from 'api-core/database';
import { listenOnPostgres } from './postgres-listener';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    exec: async (script) => {
      await target.query(script);
    },
  };
}

/** A PostgreSQL server at `url`, through a pool of connections; fails at once if it cannot connect. */
export async function openPostgres(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops must not take the process with it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgresql',
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onSignal) => listenOnPostgres(url, channel, onSignal),
    close: () => pool.end(),
  };
}
