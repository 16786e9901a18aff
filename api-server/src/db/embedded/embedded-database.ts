import type { Database } from 'api-core/database';
import { openPostgres, type PostgresOptions } from '../postgres-database';
import { startEmbeddedPostgres } from './cluster';
import { importPgliteFolder } from './import-pglite';

/**
 * The embedded PostgreSQL of `dataDir`, started (and given the rows of an earlier version's PGlite
 * database at its first start), as a `Database` whose close also stops it.
 */
export async function openEmbeddedPostgres(dataDir: string, log: (line: string) => void, options: PostgresOptions): Promise<Database> {
  const cluster = await startEmbeddedPostgres(dataDir, log);
  try {
    const db = await openPostgres(cluster.url, options);
    await importPgliteFolder(dataDir, db, log).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return {
      ...db,
      close: async () => {
        await db.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
