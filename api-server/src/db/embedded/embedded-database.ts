import type { Database } from 'api-core/database';
import { openPostgres } from '../postgres-database';
import { startEmbeddedPostgres } from './cluster';

/** The embedded PostgreSQL of `dataDir`, started, as a `Database` whose close also stops it. */
export async function openEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<Database> {
  const cluster = await startEmbeddedPostgres(dataDir, log);
  try {
    const db = await openPostgres(cluster.url);
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
