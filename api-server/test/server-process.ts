import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { limitsNoTestReaches } from 'tooling/e2e/limits-no-test-reaches';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl } from './test-databases';

/** The workspace this runs in, found from the working directory (jest, Playwright and tsx all run from inside it). */
function workspaceRoot(from = process.cwd()): string {
  if (existsSync(path.join(from, 'pnpm-workspace.yaml'))) return from;
  const parent = path.dirname(from);
  if (parent === from) throw new Error(`${process.cwd()} is not inside the workspace.`);
  return workspaceRoot(parent);
}

const serverDir = path.join(workspaceRoot(), 'api-server');

export type ServerProcess = {
  url: string;
  /** The page's `fetch`: a server process is reached over its socket. */
  fetch: typeof fetch;
  dataDir: string;
  /** The PostgreSQL database this server uses, if any. */
  databaseUrl: string | undefined;
  /** Every line the server wrote to its standard output (its JSON log). */
  lines: string[];
  child: ChildProcess;
  /** Resolves with its exit code once it has exited, by itself or stopped. */
  exited: Promise<number | null>;
  /** Stops it with `signal` and waits; resolves with its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

type Options = {
  dataDir?: string;
  /** A database an earlier server of this test made (to start again on the same data). */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Keep the data folder and database when it stops, to start again on them. */
  keep?: boolean;
  /**
   * Discard the server's log instead of collecting its lines (a benchmark, where the reading
   * would compete with the server); the server is then known to listen by its health call, so
   * `env.PORT` must name its port.
   */
  discardLog?: boolean;
};

export { limitsNoTestReaches };

/**
 * The settings every test server runs with: its API alone, on a free loopback port, and the
 * demo's seed on PostgreSQL too, since the tests start from it.
 */
const testEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  SOCIAL_SERVE_APPS: 'none',
  LOG_LEVEL: 'info',
  SOCIAL_TESTING: '1',
  SOCIAL_DEMO: 'on',
  ...limitsNoTestReaches,
};

/**
 * Starts the server as `pnpm start` does, as a process of its own, with a data folder (and on
 * PostgreSQL a database) of its own, and resolves once it listens.
 */
export async function startServerProcess({
  dataDir = mkdtempSync(path.join(tmpdir(), 'social-server-')),
  databaseUrl,
  env = {},
  keep = false,
  discardLog = false,
}: Options = {}): Promise<ServerProcess> {
  const database = databaseUrl ?? (postgresAdminUrl ? await createPostgresDatabase() : undefined);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...testEnv, SOCIAL_DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database } : {}), ...env },
    stdio: ['ignore', discardLog ? 'ignore' : 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const code = await exited;
    if (!keep) {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropPostgresDatabase(database);
    }
    return code;
  };
  const started = (url: string): ServerProcess => ({ url, fetch, dataDir, databaseUrl: database, lines, child, exited, stop });
  return new Promise((resolve, reject) => {
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    void exited.then((code) => reject(new Error(`The server exited (${code}) before listening: ${errors}`)));
    if (discardLog) {
      const url = `http://127.0.0.1:${env.PORT}`;
      void untilHealthy(url).then(() => resolve(started(url)), reject);
      return;
    }
    let buffered = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        const entry = parseLine(line);
        if (entry?.msg === 'listening' && typeof entry.port === 'number') resolve(started(`http://127.0.0.1:${entry.port}`));
      }
    });
  });
}

/** Resolves once the server at `url` answers its health call (every 100 ms, for up to a minute). */
async function untilHealthy(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${url} did not answer within a minute.`);
}

/** A line of the server's JSON log, or null when the line is not JSON. */
export function parseLine(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The pid of the embedded PostgreSQL's postmaster, by the pid file it keeps in its cluster. */
export const postmasterOf = (server: ServerProcess): number =>
  Number(readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
