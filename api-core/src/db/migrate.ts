import type { Database, Queryable } from './database';

/**
 * A numbered migration: a plain-SQL file (its name, `001_initial.sql`, and its text), or a step
 * of code (`012_post_tags_backfill`) for what SQL cannot do as the code does, run in the same way.
 */
export type Migration = { name: string } & ({ sql: string } | { run: (tx: Queryable) => Promise<void> });

/** Any number, the same in every process: the lock that lets one process migrate at a time. */
const migrationLock = 4_147_001;

/** Migration files as `api-core/migrations` holds them: `NNN_name.sql`, applied in the order of their names. */
export const isMigrationFile = (file: string): boolean => /^\d+_[\w-]+\.sql$/.test(file);

/**
 * Applies the migrations that are not applied yet, in the order of their names, each in its own
 * transaction, and records them in `schema_migrations`. Several processes starting on one
 * PostgreSQL take turns (an advisory lock), with no statement timeout. Returns the names it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    const { name } = migration;
    await db.transaction(async (tx) => {
      // A migration may rewrite a large table, and a process may wait for another's: no statement
      // timeout a request has applies to either.
      await tx.query('set local statement_timeout = 0');
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
      await tx.exec(
        'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
      );
      const done = await tx.query('select 1 from schema_migrations where version = $1', [name]);
      if (done.rows.length > 0) return;
      if ('sql' in migration) await tx.exec(migration.sql);
      else await migration.run(tx);
      await tx.query('insert into schema_migrations (version) values ($1)', [name]);
      applied.push(name);
    });
  }
  return applied;
}
