import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { send } from './api';
import { isRunning } from '../src/db/embedded/leftovers';
import { postmasterOf, startServerProcess, type ServerProcess } from './server-process';

/** What only the embedded database needs: one process on a data folder. */
test('a second server on the same data folder refuses to start, and says why', async () => {
  const first = await startServerProcess({ keep: true });
  try {
    const second = startServerProcess({ dataDir: first.dataDir });
    await expect(second).rejects.toThrow(
      new RegExp(`Another server process \\(pid ${first.child.pid}\\) is using the data folder ${first.dataDir}\\. Stop it first`),
    );
    expect((await send(first, 'GET', '/api/health')).status).toBe(200);
  } finally {
    await first.stop();
  }
}, 60_000);

/** Waits until `happened` holds, checking every 50 ms; the test's own timeout bounds it. */
async function until(happened: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await happened())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * A login sent in part: the server has it (its log says so) but cannot answer until `finish`.
 * Its connection is kept alive as long as the server's answer allows, as `fetch` keeps one.
 */
async function halfSentLogin(server: ServerProcess) {
  const body = JSON.stringify({ username: 'guest', password: 'guest123' });
  const url = new URL(`${server.url}/api/auth/login`);
  let answer = { status: 0, connection: '' };
  const inFlight = request(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      agent: new Agent({ keepAlive: true, timeout: 600_000 }),
    },
    (response) => {
      response.resume();
      answer = { status: response.statusCode ?? 0, connection: response.headers.connection ?? '' };
    },
  );
  const done = new Promise((resolve) => inFlight.on('close', resolve).on('error', resolve));
  inFlight.write(body.slice(0, 10));
  await until(() => server.lines.some((line) => line.includes('incoming request') && line.includes('/api/auth/login')));
  return {
    finish: async () => {
      inFlight.end(body.slice(10));
      await done;
      return answer;
    },
    abandon: () => inFlight.destroy(),
  };
}

/** Resolves once the server answers its health call 503 (stopping) or not at all. */
const untilStopping = (server: ServerProcess) =>
  until(() =>
    fetch(`${server.url}/api/health`).then(
      (response) => response.status === 503,
      () => true,
    ),
  );

test('on SIGTERM the server stops accepting, finishes the request in flight, closes its connection, and exits cleanly', async () => {
  const server = await startServerProcess();
  const login = await halfSentLogin(server);
  server.child.kill('SIGTERM');
  await untilStopping(server);
  // Kept alive, the connection would hold the server open until its client dropped it.
  expect(await login.finish()).toEqual({ status: 200, connection: 'close' });
  expect(await server.exited).toBe(0);
  await server.stop();
}, 60_000);

test('a request still running at the shutdown deadline does not keep the server or its PostgreSQL running', async () => {
  const server = await startServerProcess({ env: { SOCIAL_SHUTDOWN_SECONDS: '1' } });
  const postmaster = postmasterOf(server);
  const login = await halfSentLogin(server);
  try {
    expect(await server.stop('SIGTERM')).toBe(1);
    expect(isRunning(postmaster)).toBe(false);
  } finally {
    login.abandon();
  }
}, 60_000);

test('a second SIGTERM stops the server at once, its PostgreSQL with it, though a request is still running', async () => {
  const server = await startServerProcess({ env: { SOCIAL_SHUTDOWN_SECONDS: '600' } });
  const postmaster = postmasterOf(server);
  const login = await halfSentLogin(server);
  try {
    server.child.kill('SIGTERM');
    await untilStopping(server);
    expect(await server.stop('SIGTERM')).toBe(1);
    expect(isRunning(postmaster)).toBe(false);
  } finally {
    login.abandon();
  }
}, 60_000);

test('an error nothing caught stops the server with its PostgreSQL', async () => {
  const server = await startServerProcess({ keep: true });
  const postmaster = postmasterOf(server);
  expect((await send(server, 'POST', '/api/testing/crash')).status).toBe(202);
  expect(await server.exited).toBe(1);
  expect(isRunning(postmaster)).toBe(false);
  await server.stop();
}, 60_000);

test('on SIGTERM a connection on which nothing was sent does not keep the server from exiting', async () => {
  const server = await startServerProcess();
  const { hostname, port } = new URL(server.url);
  // A spare connection, as fetch and browsers open: no request on it, ever.
  const spare = connect(Number(port), hostname);
  await new Promise((resolve) => spare.once('connect', resolve));
  const exit = server.stop();
  const outcome = await Promise.race([exit, new Promise((resolve) => setTimeout(() => resolve('still running after 5 s'), 5_000))]);
  // Let a server that waits for the client go, so a failure does not hang the run.
  spare.destroy();
  await exit;
  expect(outcome).toBe(0);
}, 60_000);
