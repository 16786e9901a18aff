import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Queryable } from 'api-core/database';
import { millisecondsOf } from './temporal';

/**
 * Fedify's key-value store in the table `federation_kv` (migration 034): remote documents and keys
 * it cached, the activities it has handled (so one delivered twice is handled once), and each
 * remote host's circuit breaker. In PostgreSQL rather than memory, so every server process shares
 * them and a restart keeps them. Written by hand: `@fedify/postgres` is pinned to Fedify 1.8.
 * An entry whose time is up reads as absent; `sweep` deletes such entries.
 */
export function postgresKvStore(db: Queryable): KvStore & { sweep: () => Promise<number> } {
  const expiry = (options?: KvStoreSetOptions) => (options?.ttl ? new Date(Date.now() + millisecondsOf(options.ttl)).toISOString() : null);
  const live = '(expires_at is null or expires_at > now())';
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const { rows } = await db.query<{ value: T }>(`select value from federation_kv where key = $1 and ${live}`, [[...key]]);
      return rows[0]?.value;
    },
    async set(key, value, options) {
      await db.query(
        `insert into federation_kv (key, value, expires_at) values ($1, $2, $3)
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [[...key], JSON.stringify(value), expiry(options)],
      );
    },
    async delete(key) {
      await db.query('delete from federation_kv where key = $1', [[...key]]);
    },
    // Compare-and-swap in one statement: the row is replaced only while it holds `expected`.
    async cas(key, expected, next, options) {
      const { rows } = await db.query<{ changed: boolean }>(
        expected === undefined
          ? `insert into federation_kv (key, value, expires_at) values ($1, $2, $3)
             on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
               where not ${live.replaceAll('expires_at', 'federation_kv.expires_at')}
             returning true as changed`
          : `update federation_kv set value = $2, expires_at = $3
              where key = $1 and ${live} and value = $4::jsonb returning true as changed`,
        expected === undefined
          ? [[...key], JSON.stringify(next), expiry(options)]
          : [[...key], JSON.stringify(next), expiry(options), JSON.stringify(expected)],
      );
      return rows.length > 0;
    },
    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      const parts = prefix ? [...prefix] : [];
      const { rows } = await db.query<{ key: string[]; value: unknown }>(
        `select key, value from federation_kv
          where ${live} and key[1:cardinality($1::text[])] = $1::text[] and cardinality(key) >= cardinality($1::text[])
          order by key`,
        [parts],
      );
      for (const row of rows) yield { key: row.key as unknown as KvKey, value: row.value };
    },
    async sweep() {
      const { rows } = await db.query<{ n: number }>(
        'with gone as (delete from federation_kv where expires_at <= now() returning 1) select count(*)::int as n from gone',
      );
      return rows[0]?.n ?? 0;
    },
  };
}
