import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { withDatabaseUrl } from './database-url';
import { findProgram, ProgramMissing, runProgram } from './postgres-programs';

/**
 * `pnpm --filter api-server backup -- <folder>`: a consistent backup of the configuration's
 * database and files into a new folder, while the server runs: `database.dump` (pg_dump's
 * custom format, one snapshot of every table), `media/` (the images) and, without `JWT_SECRET`,
 * `jwt-secret` (so sessions outlive a move). `restore` puts it back, on this machine or another.
 *
 * Images are copied before the dump and again after it: a row in the dump names only images
 * that existed when it was taken, and an image is removed only after its row, so the second
 * pass brings every image the dump can name.
 */

const usage = 'Usage: pnpm --filter api-server backup -- <new folder>';

class UsageError extends Error {}

const copyNew = (from: string, to: string) => {
  if (existsSync(from)) cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
};

async function run(): Promise<void> {
  const [target, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!target || extra.length > 0) throw new UsageError(usage);
  const folder = path.resolve(target);
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new UsageError(`${folder} is not empty: name a new folder.`);
  const config = readConfig();
  const pgDump = findProgram('pg_dump');
  // A backup holds every password's hash and every private word: its owner's eyes only.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const media = path.join(config.dataDir, 'media');
  copyNew(media, path.join(folder, 'media'));
  await withDatabaseUrl(config, (url) =>
    runProgram(pgDump, ['--format=custom', '--no-owner', '--file', path.join(folder, 'database.dump'), url]),
  );
  copyNew(media, path.join(folder, 'media'));
  chmodSync(path.join(folder, 'database.dump'), 0o600);
  if (!config.jwtSecret) copyNew(path.join(config.dataDir, 'jwt-secret'), path.join(folder, 'jwt-secret'));
  writeFileSync(
    path.join(folder, 'backup.json'),
    `${JSON.stringify({ createdAt: new Date().toISOString(), from: config.databaseUrl ? 'DATABASE_URL' : 'embedded' }, null, 2)}\n`,
  );
  console.log(`Backed up to ${folder}. Restore it with: pnpm --filter api-server restore -- ${folder}`);
}

run().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ProgramMissing ? error.message : error);
  process.exit(1);
});
