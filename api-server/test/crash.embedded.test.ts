import { rmSync } from 'node:fs';
import { isRunning } from '../src/db/embedded/leftovers';
import { clientFor, guest, send } from './api';
import { postmasterOf, startServerProcess, type ServerProcess } from './server-process';

/**
 * Posts one after another on `lanes` connections until `stop` says so: the ids of those the
 * server acknowledged (answered 201 with the post). Requests cut by a kill are not acknowledged.
 */
async function writeUntil(server: ServerProcess, lanes: number, stop: (acknowledged: number) => boolean): Promise<string[]> {
  const api = await clientFor(server, guest);
  const acknowledged: string[] = [];
  let sent = 0;
  const lane = async () => {
    while (!stop(acknowledged.length)) {
      const caption = `write ${(sent += 1)}`;
      try {
        const { posts } = await api.createPost({ body: { caption, content: 'acknowledged, so kept' } });
        const created = posts.find((post) => post.caption === caption);
        if (created) acknowledged.push(created._id);
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return acknowledged;
}

test('a SIGKILL of the whole app (server and PostgreSQL) in the middle of a stream of writes keeps every acknowledged write', async () => {
  const first = await startServerProcess({ keep: true });
  const health = await send(first, 'GET', '/api/health');
  expect(health.body).toEqual({ status: 'ok', database: 'postgresql' });
  const postmaster = postmasterOf(first);
  let killed = false;
  const acknowledged = await writeUntil(first, 8, (count) => {
    if (count >= 200 && !killed) {
      killed = true;
      // PostgreSQL runs in a process group of its own: its postmaster's group is every process of it.
      process.kill(-postmaster, 'SIGKILL');
      first.child.kill('SIGKILL');
    }
    return killed;
  });
  await first.stop();
  expect(isRunning(postmaster)).toBe(false);
  expect(acknowledged.length).toBeGreaterThanOrEqual(200);

  const second = await startServerProcess({ dataDir: first.dataDir });
  try {
    expect((await send(second, 'GET', '/api/health')).status).toBe(200);
    const api = await clientFor(second, guest);
    const missing: string[] = [];
    for (const postId of acknowledged) {
      const kept = await api.getPost({ postId }).then(
        () => true,
        () => false,
      );
      if (!kept) missing.push(postId);
    }
    expect(missing).toEqual([]);
  } finally {
    await second.stop();
  }
}, 120_000);

test('a PostgreSQL left running by a killed server is stopped by the next start, which then works on the same data', async () => {
  const first = await startServerProcess({ keep: true });
  const api = await clientFor(first, guest);
  const { posts } = await api.createPost({ body: { caption: 'Before the kill', content: 'still here' } });
  const postId = posts.find((post) => post.caption === 'Before the kill')!._id;
  const leftover = postmasterOf(first);
  await first.stop('SIGKILL');
  expect(isRunning(leftover)).toBe(true);

  const second = await startServerProcess({ dataDir: first.dataDir });
  try {
    expect(isRunning(leftover)).toBe(false);
    expect(postmasterOf(second)).not.toBe(leftover);
    expect((await (await clientFor(second, guest)).getPost({ postId })).post.caption).toBe('Before the kill');
  } finally {
    await second.stop();
  }
}, 120_000);

test('a PostgreSQL left running on a data folder since deleted does not stop a new server on the same path', async () => {
  const first = await startServerProcess({ keep: true });
  const leftover = postmasterOf(first);
  await first.stop('SIGKILL');
  rmSync(first.dataDir, { recursive: true, force: true });

  const second = await startServerProcess({ dataDir: first.dataDir });
  try {
    expect(isRunning(leftover)).toBe(false);
    expect((await send(second, 'GET', '/api/health')).status).toBe(200);
  } finally {
    await second.stop();
  }
}, 120_000);
