import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../config';
import { withDatabaseUrl } from './database-url';
import { findProgram, ProgramMissing, runProgram } from './postgres-programs';

/**
 * `pnpm --filter api-server restore -- <backup folder> [--force]`: puts a backup made by
 * `backup` into the configuration's database and data folder, on a new machine as on this one,
 * with the server stopped. A database that already holds people is replaced only with
 * `--force`; its images are kept beside the backup's.
 */

const usage = 'Usage: pnpm --filter api-server restore -- <backup folder> [--force]';

class UsageError extends Error {}

/** How many accounts the database holds (none before its first start). */
async function accounts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ made: boolean }>("select to_regclass('public.users') is not null as made");
    if (!rows[0]?.made) return 0;
    return (await client.query<{ count: number }>('select count(*)::int as count from users')).rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

async function emptySchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

async function run(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const force = args.includes('--force');
  const [source, ...extra] = args.filter((arg) => arg !== '--force');
  if (!source || extra.length > 0) throw new UsageError(usage);
  const folder = path.resolve(source);
  const dump = path.join(folder, 'database.dump');
  if (!existsSync(dump)) throw new UsageError(`${folder} is not a backup: it has no database.dump.`);
  const config = readConfig();
  const pgRestore = findProgram('pg_restore');
  await withDatabaseUrl(config, async (url, running) => {
    if (running) throw new UsageError(`A server is running on ${config.dataDir}: stop it, then restore.`);
    const held = await accounts(url);
    if (held > 0 && !force) {
      throw new UsageError(`The database already holds ${held} accounts. To replace them with the backup's, run this again with --force.`);
    }
    await emptySchema(url);
    await runProgram(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, dump]);
  });
  if (existsSync(path.join(folder, 'media'))) cpSync(path.join(folder, 'media'), path.join(config.dataDir, 'media'), { recursive: true });
  if (!config.jwtSecret && existsSync(path.join(folder, 'jwt-secret'))) {
    cpSync(path.join(folder, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
  }
  console.log(`Restored ${folder} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}. Start the server as usual.`);
}

run().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ProgramMissing ? error.message : error);
  process.exit(1);
});
