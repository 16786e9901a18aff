import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another process holds the data folder. */
export class DataDirInUse extends Error {}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process, with a pid file. Two processes on one PGlite folder
 * get no error from PGlite and corrupt it, so the second one must not start. A lock left by a
 * process that no longer runs is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUse(
          `Another server process (pid ${holder}) is using the data folder ${dir}. Stop it first, or give this one another folder with SOCIAL_DATA_DIR.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUse(`Could not take the data folder ${dir}: its lock file keeps coming back.`);
}
