import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { generatedPassword } from 'api-core/generated-data';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { createSeeder } from 'api-core/seed';
import { createFileImageStore } from '../platform/image-store';
import { argon2Passwords } from '../platform/passwords';
import { openDatabase } from '../server';

/**
 * `pnpm --filter api-server seed -- --users 10000 --posts 1000000`: the database the server's
 * configuration names (DATABASE_URL, or PGlite in SOCIAL_DATA_DIR) emptied and seeded afresh,
 * with that many generated users and posts in addition to the spec's seed. The server must be
 * stopped on a PGlite folder (one process at a time); on PostgreSQL it may keep running.
 */

const usage = 'Usage: pnpm --filter api-server seed -- [--users N] [--posts N]';

function sizesFrom(args: string[]): { users: number; posts: number } {
  const sizes = { users: 0, posts: 0 };
  const given = args.filter((arg) => arg !== '--').flatMap((arg) => arg.split('='));
  for (let index = 0; index < given.length; index += 2) {
    const [name, value] = [given[index], given[index + 1]];
    const count = Number(value);
    if ((name !== '--users' && name !== '--posts') || !Number.isInteger(count) || count < 0) throw new Error(usage);
    sizes[name === '--users' ? 'users' : 'posts'] = count;
  }
  return sizes;
}

async function generate(): Promise<void> {
  const sizes = sizesFrom(process.argv.slice(2));
  const settings = readConfig();
  // Set-based statements over a million rows run for longer than any request's statement may.
  const config = { ...settings, timeouts: { ...settings.timeouts, statementSeconds: 0 } };
  mkdirSync(config.dataDir, { recursive: true });
  const { db, release } = await openDatabase(config);
  const started = Date.now();
  try {
    await migrate(db, migrations);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
    console.log(`Seeding ${where} with ${sizes.users} generated users and ${sizes.posts} generated posts...`);
    const report = (step: string, milliseconds: number) => console.log(`  ${step}: ${(milliseconds / 1000).toFixed(1)} s`);
    const seeder = createSeeder({ db, passwords: argon2Passwords, images: createFileImageStore(path.join(config.dataDir, 'media')) });
    await seeder.reseed({ ...sizes, report });
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Generated users sign in with the password "${generatedPassword}".`,
    );
  } finally {
    await db.close();
    release();
  }
}

generate().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || (error instanceof Error && error.message === usage) ? error.message : error);
  process.exit(1);
});
