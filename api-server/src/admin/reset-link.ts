import { mkdirSync } from 'node:fs';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { operatorResetLink } from 'api-core/password-resets';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { resetLinkOf } from '../mail/password-reset-mail';
import { createTokens, tokenSecret } from '../platform/tokens';
import { openDatabase } from '../server';

/**
 * `pnpm --filter api-server reset-link -- <username>`: prints a one-time link for the account to
 * choose a new password within the hour, on the database the server's configuration names, for
 * whoever runs the server's machine to hand over by other means than mail (an admin can make one
 * in the app too). The link leads to SOCIAL_PUBLIC_URL, and works with the server's own secret.
 */

const usage = 'Usage: pnpm --filter api-server reset-link -- <username>';

class UsageError extends Error {}

async function run(): Promise<void> {
  const [username, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!username || extra.length > 0) throw new UsageError(usage);
  const config = readConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const { db, release } = await openDatabase(config, { attach: true });
  try {
    await migrate(db, migrations);
    const link = await operatorResetLink(db, createTokens(tokenSecret(config.dataDir, config.jwtSecret)), username);
    if (link === null) throw new UsageError(`No account is named "${username}".`);
    console.log(
      `A link for ${link.username} to choose a new password, working once until ${link.expiresAt} (hand it over privately):\n${resetLinkOf(config.publicUrl, link.token)}`,
    );
  } finally {
    await db.close();
    release();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
