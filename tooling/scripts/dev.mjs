// @ts-check
/**
 * `pnpm dev`: the server (its API alone, on port 3100, with its data folder) and the seven apps
 * from webpack dev servers on 3000-3006, whose `/api` goes to that server. Ctrl+C stops all.
 */
import { spawn } from 'node:child_process';
import { workspaceRoot } from './apps.mjs';

const apiPort = 3100;
const children = [
  spawn('pnpm', ['--filter', 'api-server', 'start'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), SOCIAL_SERVE_APPS: 'none' },
  }),
  spawn('pnpm', ['-r', '--parallel', '--filter=./shell', '--filter=./mf-*', 'dev'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, SOCIAL_API_URL: `http://localhost:${apiPort}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
