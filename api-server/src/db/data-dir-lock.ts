import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isRunning, pidIn } from './embedded/leftovers';

/** Another process holds the data folder. */
export class DataDirInUse extends Error {}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Makes `file` with this process's pid in it, only if there is none: true when made. */
function create(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const ageMs = (file: string): number => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** A takeover taking longer than this was left by a process that died in it. */
const takeoverStaleMs = 10_000;

/**
 * Replaces the lock of a process that no longer runs with this one's. Only one process at a time
 * takes over (the takeover file is made with O_EXCL), and it looks at the lock again first: two
 * servers that both found the same dead holder cannot both remove it and both hold the folder,
 * the second having removed the first's new lock. False when another process took over first.
 */
function takeOver(lockFile: string, deadHolder: number | null): boolean {
  const takeover = `${lockFile}.takeover`;
  if (!create(takeover)) {
    if (ageMs(takeover) > takeoverStaleMs) rmSync(takeover, { force: true });
    return false;
  }
  try {
    if (pidIn(lockFile) !== deadHolder) return false;
    rmSync(lockFile, { force: true });
    return create(lockFile);
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * Takes the data folder for this process, with a pid file: a second server on the folder must
 * not start (it would stop the first one's PostgreSQL as one left behind). A lock left by a
 * process that no longer runs is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.pid');
  const release = () => rmSync(lockFile, { force: true });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (create(lockFile)) return release;
    const holder = pidIn(lockFile);
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUse(
        `Another server process (pid ${holder}) is using the data folder ${dir}. Stop it first, or give this one another folder with SOCIAL_DATA_DIR.`,
      );
    }
    // An empty lock is one another process is writing its pid into, unless it stays empty.
    const beingWritten = holder === null && ageMs(lockFile) < 1_000;
    if (!beingWritten && takeOver(lockFile, holder)) return release;
    pause(10);
  }
  throw new DataDirInUse(`Could not take the data folder ${dir}: its lock file keeps changing.`);
}
