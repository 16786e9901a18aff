import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from 'api-core/database';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { pgliteDatabase } from 'api-core/pglite';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows go across in batches of this many, each one statement. */
const batchRows = 1_000;

const holdsAccounts = async (db: Queryable): Promise<boolean> => {
  const { rows } = await db.query<{ made: boolean }>("select to_regclass('public.users') is not null as made");
  if (!rows[0]?.made) return false;
  return (await db.query('select 1 from users limit 1')).rowCount > 0;
};

/** The columns of table `name` that hold what was written: not those the database computes (generated, as posts' words). */
async function writtenColumns(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ column: string }>(
    `select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [name],
  );
  return rows.map(({ column }) => quoted(column)).join(', ');
}

/** The rows of table `name`, read through a cursor a batch at a time (a table may not fit in one string). */
async function copyTable(source: Database, target: Queryable, name: string): Promise<number> {
  const columns = await writtenColumns(target, name);
  return source.transaction(async (read) => {
    await read.query(`declare rows_to_copy cursor for select row_to_json(t)::text as row from ${quoted(name)} t`);
    let copied = 0;
    for (;;) {
      const { rows } = await read.query<{ row: string }>(`fetch ${batchRows} from rows_to_copy`);
      if (rows.length === 0) return copied;
      const batch = `[${rows.map(({ row }) => row).join(',')}]`;
      await target.query(
        `insert into ${quoted(name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(name)}, $1::json)`,
        [batch],
      );
      copied += rows.length;
    }
  });
}

/** Every row of every table of `source`, written into `target`'s same tables, in one transaction. */
async function copyTables(source: Database, target: Database): Promise<number> {
  const { rows: tables } = await source.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by tablename",
  );
  let copied = 0;
  await target.transaction(async (tx) => {
    // Rows go in as they were: no trigger counts or announces them again, and foreign keys are
    // not checked table by table (every row comes, so every reference holds at the end).
    await tx.query('set local session_replication_role = replica');
    await tx.query(`truncate ${tables.map(({ name }) => quoted(name)).join(', ')}`);
    for (const { name } of tables) copied += await copyTable(source, tx, name);
    const { rows: sequences } = await source.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    for (const { name, value } of sequences) if (value !== null) await tx.query('select setval($1, $2::bigint)', [quoted(name), value]);
  });
  return copied;
}

/**
 * A data folder from before the embedded PostgreSQL keeps its database in PGlite
 * (`dataDir/pglite`). At the first start on the new database, which then holds no account, its
 * rows are copied over (both brought to the same migrations first), and the folder is renamed
 * `pglite.imported-<date>`, kept as it was. Answers how many rows came, or null for nothing to do.
 */
export async function importPgliteFolder(dataDir: string, target: Database, log: (line: string) => void): Promise<number | null> {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return null;
  if (await holdsAccounts(target)) {
    log(`${folder} was not imported: the database already holds accounts. Move it away to stop this message.`);
    return null;
  }
  const source = pgliteDatabase(await PGlite.create(folder, { extensions: { pg_trgm } }));
  let copied: number;
  try {
    await migrate(source, migrations);
    await migrate(target, migrations);
    copied = await copyTables(source, target);
  } finally {
    await source.close();
  }
  const kept = `${folder}.imported-${new Date().toISOString().replaceAll(':', '-')}`;
  renameSync(folder, kept);
  log(`imported ${copied} rows from the PGlite database of an earlier version; it is kept in ${kept}`);
  return copied;
}
