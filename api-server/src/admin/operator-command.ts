import { mkdirSync } from 'node:fs';
import type { Database } from 'api-core/database';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { readConfig, type ServerConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openDatabase } from '../server';

/** A refusal an operator's command says in words, and exits 1 on. */
export class UsageError extends Error {}

/**
 * Runs one of the operator's commands about one account (`make-admin`, `reset-link`): its one
 * argument, the username, on the database the server's configuration names (`DATABASE_URL`, or
 * the embedded PostgreSQL in SOCIAL_DATA_DIR, reached through the running server's when it
 * runs), migrated first. Prints what `work` answers; a refusal in words exits 1.
 */
export function runOperatorCommand(usage: string, work: (db: Database, config: ServerConfig, username: string) => Promise<string>): void {
  const run = async () => {
    const [username, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
    if (!username || extra.length > 0) throw new UsageError(usage);
    const config = readConfig();
    mkdirSync(config.dataDir, { recursive: true });
    const { db, release } = await openDatabase(config, { attach: true });
    try {
      await migrate(db, migrations);
      console.log(await work(db, config, username));
    } finally {
      await db.close();
      release();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof DataDirInUse || error instanceof UsageError ? error.message : error);
    process.exit(1);
  });
}
