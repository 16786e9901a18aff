import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Any number, the same in every process: the lock that lets one process migrate at a time. */
const migrationLock = 4_147_001;

/**
 * Applies the numbered plain-SQL migrations in `dir` that are not applied yet, each in its own
 * transaction, and records them in `schema_migrations`. Several processes starting on one
 * PostgreSQL take turns (an advisory lock). Returns the files it applied.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
      await tx.exec(
        'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
      );
      const done = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (done.rows.length > 0) return;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      applied.push(file);
    });
  }
  return applied;
}
