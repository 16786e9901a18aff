import { readConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { startServer, type RunningServer } from './server';

/** Stops the process now, its database closed first (PostgreSQL's fast shutdown), however long that takes at most. */
async function stopNow(server: RunningServer | null, code: number): Promise<never> {
  const late = setTimeout(() => process.exit(code), 15_000);
  late.unref();
  await server?.closeDatabase().catch((error: unknown) => console.error(error));
  process.exit(code);
}

/**
 * `pnpm start` (after the build) and the tests run this. SIGTERM or SIGINT stops it cleanly: no
 * new connections, the requests in flight finished, the database closed. Requests still running
 * after `SOCIAL_SHUTDOWN_SECONDS`, a second signal, or an error nothing caught stop it at once,
 * the database closed all the same (the embedded PostgreSQL must not outlive its server).
 */
async function main(): Promise<void> {
  const config = readConfig();
  let server: RunningServer | null = null;
  let stopping = false;
  const crash = (error: unknown) => {
    console.error('Stopping on an error nothing caught:', error);
    void stopNow(server, 1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: stopping now, without the requests in flight.`);
      void stopNow(server, 1);
      return;
    }
    stopping = true;
    const deadline = setTimeout(() => {
      console.error(`Requests still running ${config.shutdownMs / 1000} s after ${signal}: stopping without them.`);
      void stopNow(server, 1);
    }, config.shutdownMs);
    server?.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        void stopNow(server, 1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server = await startServer(config);
  if (stopping) await stopNow(server, 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
