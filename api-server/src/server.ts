import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { createTokens, tokenSecret } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite-database';
import { openPostgres } from './db/postgres-database';
import { startEventHub, type EventHub } from './events/event-hub';
import { createFileMediaStore } from './media/media-store';
import { seedIfEmpty } from './seed/seed-database';
import { startStaticServer, type StaticServer } from './static/serve-app';

export type RunningServer = {
  url: string;
  /** Stops accepting, finishes the requests in flight, then closes the database. */
  close: () => Promise<void>;
};

/** The database the configuration names, with the PGlite data folder taken for this process (the release gives it back). */
export async function openDatabase(config: ServerConfig): Promise<{ db: Database; release: () => void }> {
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl), release: () => undefined };
  const release = lockDataDir(config.dataDir);
  try {
    return { db: await openPglite(path.join(config.dataDir, 'pglite')), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Starts the server: the database (migrated, and seeded when empty), the API and the shell on
 * `config.port`, and each remote's build on its own port.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true });
  const { db, release } = await openDatabase(config);
  const remotes: StaticServer[] = [];
  let events: EventHub | null = null;
  try {
    await migrate(db);
    const media = createFileMediaStore(path.join(config.dataDir, 'media'));
    await seedIfEmpty(db, media);
    // Failures of the live events go to the app's log once there is one.
    let reportFailure = (error: unknown) => console.error(error);
    const hub = await startEventHub(db, (error) => reportFailure(error));
    events = hub;
    const app = await buildApp({ config, db, media, events: hub, tokens: createTokens(tokenSecret(config.dataDir, config.jwtSecret)) });
    reportFailure = (error) => app.log.error({ err: error }, 'live events failed');
    await app.listen({ host: config.host, port: config.port });
    if (config.serveRemotes) {
      const origins = config.remotes.map((remote) => remote.url.origin);
      for (const remote of config.remotes) {
        remotes.push(
          await startStaticServer({ root: remote.dist, host: config.host, port: Number(remote.url.port), remoteOrigins: origins }),
        );
      }
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ port, database: db.kind, dataDir: config.dataDir }, 'listening');
    return {
      url: `http://${config.host}:${port}`,
      close: async () => {
        await Promise.all(remotes.map((remote) => remote.close()));
        await app.close();
        await hub.close();
        await db.close();
        release();
      },
    };
  } catch (error) {
    await Promise.all(remotes.map((remote) => remote.close()));
    await events?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    release();
    throw error;
  }
}
