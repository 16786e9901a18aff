import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..');

export type ServerProcess = {
  url: string;
  dataDir: string;
  /** Every line the server wrote to its standard output (its JSON log). */
  lines: string[];
  child: ChildProcess;
  /** Stops it with `signal` and waits; resolves with its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

type Options = { dataDir?: string; env?: Record<string, string>; keepDataDir?: boolean };

/** The settings every test server runs with: its API alone, on a free loopback port. */
const testEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  SOCIAL_SERVE_APPS: 'none',
  LOG_LEVEL: 'info',
  SOCIAL_TESTING: '1',
  SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '100000',
};

/**
 * Starts the server as `pnpm start` does, as a process of its own, in a data folder of its
 * own (a temporary one unless given), and resolves once it listens.
 */
export function startServerProcess({
  dataDir = mkdtempSync(path.join(tmpdir(), 'social-server-')),
  env = {},
  keepDataDir = false,
}: Options = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...testEnv, SOCIAL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const code = await exited;
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        const entry = parse(line);
        if (entry?.msg === 'listening' && typeof entry.port === 'number') {
          resolve({ url: `http://127.0.0.1:${entry.port}`, dataDir, lines, child, stop });
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    void exited.then((code) => reject(new Error(`The server exited (${code}) before listening: ${errors}`)));
  });
}

function parse(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}
