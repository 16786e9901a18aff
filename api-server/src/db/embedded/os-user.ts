import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries';
import { folderOwners, refuseForeignFolder } from './own-folders';

/** Whom PostgreSQL runs as: this process's own user, or (when this process is root) the `postgres` system user. */
export type RunAs = { uid: number; gid: number } | null;

const idOf = (flag: '-u' | '-g'): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/**
 * PostgreSQL refuses to run as root. A server started as root (a container, this project's CI)
 * runs it as the `postgres` system user, made here when the machine has none (with the name and
 * kind Debian's postgresql package would give it, so that package finds it and keeps it).
 */
export function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return null;
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/** Whether `runAs` may run `program` (every folder above it must let that user through). */
const mayRun = (program: string, runAs: NonNullable<RunAs>): boolean =>
  spawnSync(program, ['--version'], { ...runAs, stdio: 'ignore' }).status === 0;

/**
 * The binaries as `runAs` can run them. Installed under a folder only root may enter (a
 * checkout in /root), the postgres user cannot reach them, so they are copied once to a folder
 * of the temporary directory named by where they came from.
 */
export function reachableBinaries(binaries: PostgresBinaries, runAs: RunAs): PostgresBinaries {
  if (!runAs || mayRun(binaries.postgres, runAs)) return binaries;
  const native = path.dirname(path.dirname(realpathSync(binaries.postgres)));
  const copy = path.join(tmpdir(), `social-postgres-${createHash('sha256').update(native).digest('hex').slice(0, 16)}`);
  const moved = (binary: string) => path.join(copy, path.relative(native, realpathSync(binary)));
  // The programs run from there: only a copy this server's user made is used.
  refuseForeignFolder(copy, folderOwners(null));
  if (!existsSync(copy)) {
    const partial = `${copy}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, copy);
  }
  const copied = { postgres: moved(binaries.postgres), initdb: moved(binaries.initdb) };
  if (!mayRun(copied.postgres, runAs)) throw new Error(`The postgres user cannot run PostgreSQL's programs, even copied to ${copy}.`);
  return copied;
}

/**
 * A folder PostgreSQL owns: made if new, given to `runAs`, and mode 700 (PostgreSQL refuses a
 * data folder others may read). When the folder above is this process's own and closed to
 * others (a temporary folder), it is opened for passing through only, never for listing.
 */
export function folderFor(runAs: RunAs, folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  if (!runAs) return;
  chownSync(folder, runAs.uid, runAs.gid);
  const parent = path.dirname(folder);
  if ((statSync(parent).mode & 0o001) === 0) chmodSync(parent, statSync(parent).mode | 0o011);
  if (spawnSync('test', ['-w', folder], { ...runAs, stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `The postgres user (which runs the embedded PostgreSQL, since this server runs as root) cannot reach ${folder}: let every folder above it be passed through (chmod o+x), or set SOCIAL_DATA_DIR to a folder under one that is.`,
    );
  }
}
