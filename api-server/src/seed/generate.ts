import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { generatedPassword } from 'api-core/generated-data';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { createSeeder, type Held } from 'api-core/seed';
import { createFileImageStore } from '../platform/image-store';
import { argon2Passwords } from '../platform/passwords';
import { openDatabase } from '../server';

/**
 * `pnpm --filter api-server seed -- --users 10000 --posts 1000000`: the database the server's
 * configuration names (DATABASE_URL, or the embedded PostgreSQL in SOCIAL_DATA_DIR) emptied and
 * seeded afresh, with that many generated users and posts in addition to the spec's seed. A database that
 * holds accounts or posts is left as it is unless `--force` is given: a community's data must
 * never go by a command run on the wrong machine. The server may keep running.
 */

const usage = 'Usage: pnpm --filter api-server seed -- [--users N] [--posts N] [--force]';

/** A stop the person running the command can act on: said in words, without a stack. */
class Refused extends Error {}

type SeedArgs = { users: number; posts: number; force: boolean };

function count(value: string | undefined): number {
  if (value === undefined) return 0;
  const parsed = Number(value);
  if (value === '' || !Number.isInteger(parsed) || parsed < 0) throw new Refused(usage);
  return parsed;
}

function argsFrom(argv: string[]): SeedArgs {
  const options = { users: { type: 'string' }, posts: { type: 'string' }, force: { type: 'boolean' } } as const;
  try {
    // pnpm passes on the `--` that separates its own options from the script's.
    const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options, strict: true });
    return { users: count(values.users), posts: count(values.posts), force: values.force ?? false };
  } catch (error) {
    throw error instanceof Refused ? error : new Refused(usage);
  }
}

const counted = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** The same command, told to go on. */
function forcedCommand({ users, posts }: SeedArgs): string {
  const sizes = [...(users > 0 ? ['--users', String(users)] : []), ...(posts > 0 ? ['--posts', String(posts)] : [])];
  return ['pnpm --filter api-server seed --', ...sizes, '--force'].join(' ');
}

function refusal(where: string, held: Held, args: SeedArgs): Refused {
  return new Refused(
    [
      `${where} holds ${counted(held.accounts, 'account')} and ${counted(held.posts, 'post')}, and seeding deletes everything in it first. Nothing was changed.`,
      `To delete them and write the seed, run: ${forcedCommand(args)}`,
      'To keep them, point DATABASE_URL or SOCIAL_DATA_DIR at an empty database instead.',
    ].join('\n'),
  );
}

async function generate(): Promise<void> {
  const args = argsFrom(process.argv.slice(2));
  const settings = readConfig();
  // Set-based statements over a million rows run for longer than any request's statement may.
  const config = { ...settings, timeouts: { ...settings.timeouts, statementSeconds: 0 } };
  mkdirSync(config.dataDir, { recursive: true });
  const { db, release } = await openDatabase(config, { attach: true });
  const started = Date.now();
  try {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`;
    const seeder = createSeeder({ db, passwords: argon2Passwords, images: createFileImageStore(path.join(config.dataDir, 'media')) });
    const held = await seeder.held();
    if (!args.force && (held.accounts > 0 || held.posts > 0)) throw refusal(`The database (${where})`, held, args);
    await migrate(db, migrations);
    console.log(`Seeding ${where} with ${args.users} generated users and ${args.posts} generated posts...`);
    const report = (step: string, milliseconds: number) => console.log(`  ${step}: ${(milliseconds / 1000).toFixed(1)} s`);
    await seeder.reseed({ users: args.users, posts: args.posts, report });
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Generated users sign in with the password "${generatedPassword}".`,
    );
  } finally {
    await db.close();
    release();
  }
}

generate().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || error instanceof Refused ? error.message : error);
  process.exit(1);
});
