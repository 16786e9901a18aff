import type { ServerConfig } from '../config';
import { DataDirInUse, lockDataDir } from '../db/data-dir-lock';
import { runningClusterUrl, startEmbeddedPostgres } from '../db/embedded/cluster';
import { postgresLog } from '../db/embedded/postgres-log';

/**
 * Runs `work` with the address of the configuration's database for PostgreSQL's own programs:
 * `DATABASE_URL`, or the embedded PostgreSQL of the data folder, the running server's when one
 * holds the folder (`running: true`), or else started for the work and stopped after it.
 */
export async function withDatabaseUrl<T>(config: ServerConfig, work: (url: string, running: boolean) => Promise<T>): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl, false);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse) return work(runningClusterUrl(config.dataDir), true);
    throw error;
  }
  try {
    const cluster = await startEmbeddedPostgres(config.dataDir, postgresLog('warn'));
    try {
      return await work(cluster.url, false);
    } finally {
      await cluster.stop();
    }
  } finally {
    release();
  }
}
