import { readConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { startServer } from './server';

/**
 * `pnpm start` (after the build) and the tests run this. SIGTERM or SIGINT stops it cleanly:
 * no new connections, the requests in flight finished, the database closed.
 */
async function main(): Promise<void> {
  const server = await startServer(readConfig());
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
