import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The programs are not in the npm package of the embedded PostgreSQL: they come with the operating system's client. */
export class ProgramMissing extends Error {}

/**
 * `pg_dump` or `pg_restore` from PATH, or from Debian's versioned folders (the newest first):
 * a dump of a PostgreSQL 15 server needs one of version 15 or later.
 */
export function findProgram(name: 'pg_dump' | 'pg_restore'): string {
  const versioned = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin', name))
    : [];
  const found = [name, ...versioned].find((candidate) => spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0);
  if (!found) {
    throw new ProgramMissing(
      `${name} (PostgreSQL 15 or later) is not installed: on Debian or Ubuntu, apt-get install postgresql-client, then run this again.`,
    );
  }
  return found;
}

/** Runs a PostgreSQL program to its end; rejects with what it said when it fails. */
export function runProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let said = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code}): ${said.trim()}`)),
    );
  });
}
