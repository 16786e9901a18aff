import { readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';

/** A process that ended but was not yet reaped (its parent was killed too, and PID 1 of a container may never reap) has ended. */
const isZombie = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .startsWith('Z');
  } catch {
    return false;
  }
};

export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The processes working in `clusterDir`. Every PostgreSQL process works in its data folder, so
 * on Linux /proc names them all (the postmaster and any backend that outlived it); elsewhere
 * only the postmaster, by its pid file.
 */
function processesIn(clusterDir: string): number[] {
  let folder: string;
  try {
    folder = realpathSync(clusterDir);
  } catch {
    return [];
  }
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    const postmaster = pidIn(path.join(folder, 'postmaster.pid'));
    return postmaster !== null && isRunning(postmaster) ? [postmaster] : [];
  }
  return entries.map(Number).filter((pid) => {
    if (pid === process.pid) return false;
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === folder;
    } catch {
      return false;
    }
  });
}

/** Waits up to `ms` for `pids` to end; answers those still running. */
async function untilEnded(pids: number[], ms: number): Promise<number[]> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (!pids.some(isRunning)) return [];
    await wait(50);
  }
  return pids.filter(isRunning);
}

const signal = (pids: number[], name: NodeJS.Signals) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  });

const socketLock = (socketDir: string) => path.join(socketDir, '.s.PGSQL.5432.lock');

/** The pid a lock file names on its first line (PostgreSQL's, the data folder's), or null. */
export function pidIn(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Removes a lock file (the cluster's `postmaster.pid`, the socket's `.lock`) of a postmaster
 * that has ended. PostgreSQL removes a stale one itself, but takes an unreaped postmaster (a
 * zombie: its server was killed with it, and PID 1 of a container may never reap) for a live one
 * and refuses to start.
 */
function forgetEnded(lockFile: string): void {
  const pid = pidIn(lockFile);
  if (pid !== null && !isRunning(pid)) rmSync(lockFile, { force: true });
}

/**
 * The postmaster that holds the socket in `socketDir`, when it runs. The folder is named by the
 * cluster's path, so it is one left by an earlier cluster at this path (its data folder deleted
 * under it, as tests do): PostgreSQL would refuse to make its socket there.
 */
function socketHolder(socketDir: string): number[] {
  const pid = pidIn(socketLock(socketDir));
  return pid !== null && isRunning(pid) ? [pid] : [];
}

/**
 * Stops a PostgreSQL left running in `clusterDir` by a server that was killed (a SIGKILL ends
 * the server, not its database's processes), so the next start is not refused. The caller
 * holds the data folder, so no live server owns them; any left at all would share its memory. First PostgreSQL's fast shutdown (a
 * clean checkpoint), then its immediate one, then SIGKILL. Answers how many it stopped.
 */
export async function stopLeftoverPostgres(clusterDir: string, socketDir: string): Promise<number> {
  const found = [...new Set([...processesIn(clusterDir), ...socketHolder(socketDir)])];
  if (found.length > 0) {
    signal(found, 'SIGINT');
    let running = await untilEnded(found, 15_000);
    if (running.length > 0) signal(running, 'SIGQUIT');
    running = await untilEnded(running, 5_000);
    signal(running, 'SIGKILL');
    await untilEnded(running, 5_000);
  }
  forgetEnded(path.join(clusterDir, 'postmaster.pid'));
  forgetEnded(socketLock(socketDir));
  return found.length;
}
