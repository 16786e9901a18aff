import { mkdirSync } from 'node:fs';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { makeAdmin } from 'api-core/roles';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openDatabase } from '../server';

/**
 * `pnpm --filter api-server make-admin -- <username>`: makes an existing account an admin, on the
 * database the server's configuration names (DATABASE_URL, or the embedded PostgreSQL in
 * SOCIAL_DATA_DIR, reached through the running server's when it runs). How a community gets its
 * first admin, by whoever runs the server's machine; admins then give roles in the app.
 */

const usage = 'Usage: pnpm --filter api-server make-admin -- <username>';

class UsageError extends Error {}

async function run(): Promise<void> {
  const [username, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!username || extra.length > 0) throw new UsageError(usage);
  const config = readConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const { db, release } = await openDatabase(config, { attach: true });
  try {
    await migrate(db, migrations);
    const id = await makeAdmin(db, username);
    if (id === null) throw new UsageError(`No account is named "${username}": sign up first, then run this again.`);
    console.log(`${username} is an admin now (account ${id}).`);
  } finally {
    await db.close();
    release();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
