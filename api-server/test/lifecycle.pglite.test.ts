import { request } from 'node:http';
import { connect } from 'node:net';
import { send } from './api';
import { startServerProcess } from './server-process';

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

test('on SIGTERM the server stops accepting, finishes the request in flight, and exits cleanly', async () => {
  const server = await startServerProcess();
  const body = JSON.stringify({ username: 'guest', password: 'guest123' });
  const url = new URL(`${server.url}/api/auth/login`);
  let status = 0;
  const inFlight = request(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      response.resume();
      status = response.statusCode ?? 0;
    },
  );
  const done = new Promise((resolve, reject) => inFlight.on('close', resolve).on('error', reject));
  // Half the request is sent: the server has it (its log says so) but cannot answer yet.
  inFlight.write(body.slice(0, 10));
  await until(() => server.lines.some((line) => line.includes('incoming request') && line.includes('/api/auth/login')));
  server.child.kill('SIGTERM');
  await until(() =>
    fetch(`${server.url}/api/health`).then(
      (response) => response.status === 503,
      () => true,
    ),
  );
  inFlight.end(body.slice(10));
  await done;
  expect(status).toBe(200);
  expect(await server.stop()).toBe(0);
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
