import { execFile } from 'node:child_process';
import path from 'node:path';

/** The server's package: its commands run from there, as `pnpm --filter api-server <command>` runs them. */
const serverDir = path.resolve(__dirname, '..');

/**
 * How long one command may take: it starts and stops the embedded PostgreSQL at most once, in
 * seconds; one that runs on is killed, and its test fails with what it printed.
 */
const commandLimitMs = 90_000;

export type CommandResult = { status: number | null; output: string };

/**
 * Runs Node with tsx on `args` in the server's package, with `env` over this process's.
 * Asynchronous, so the test's time limit holds and jest goes on if the command never ends (a
 * synchronous run would hold the whole suite, as one did in CI).
 */
export function runWithTsx(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: commandLimitMs,
        killSignal: 'SIGKILL',
        maxBuffer: 16 << 20,
      },
      (error, stdout, stderr) => {
        const late = error?.killed ? `\n(stopped after ${commandLimitMs / 1000} s: the command did not end)` : '';
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ status, output: `${stdout}${stderr}${late}` });
      },
    );
  });
}

/** One of the server's operator commands (`src/<script>.ts`), as `pnpm --filter api-server <command> -- ...args` runs it. */
export const operatorCommand = (script: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> =>
  runWithTsx([`src/${script}.ts`, ...args], env);
