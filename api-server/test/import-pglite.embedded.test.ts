import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noDrift } from 'api-contract/contract-suite';
import { appClientFor, guest, send } from './api';
import { runWithTsx } from './operator-command';
import { startServerProcess } from './server-process';

/**
 * A data folder as an earlier version left it: its database in PGlite, with the seed and a
 * generated community. Made by a process of its own: PGlite cannot start inside jest's sandbox.
 */
async function earlierVersionsFolder(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'social-earlier-'));
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { migrate } = await import('api-core/migrate');
    const { migrations } = await import('api-core/migrations');
    const { pgliteDatabase } = await import('api-core/pglite');
    const { createSeeder } = await import('api-core/seed');
    const { createFileImageStore } = await import('./src/platform/image-store.ts');
    const { argon2Passwords } = await import('./src/platform/passwords.ts');
    const dataDir = ${JSON.stringify(dataDir)};
    const db = pgliteDatabase(await PGlite.create(dataDir + '/pglite', { extensions: { pg_trgm } }));
    await migrate(db, migrations);
    await createSeeder({ db, passwords: argon2Passwords, images: createFileImageStore(dataDir + '/media') }).reseed({ users: 3, posts: 30 });
    await db.close();`;
  const made = await runWithTsx(['--input-type=module', '-e', script]);
  if (made.status !== 0) throw new Error(made.output);
  return dataDir;
}

test('the first start on a data folder of an earlier version brings its PGlite database over, and keeps the old folder', async () => {
  const dataDir = await earlierVersionsFolder();
  const server = await startServerProcess({ dataDir });
  try {
    const { body } = await send(server, 'GET', '/api/posts?limit=100');
    expect((body as { posts: unknown[] }).posts).toHaveLength(36);
    const api = await appClientFor(server, guest);
    // Counts, sequences and triggers work on after the copy: a like counts once, a new post is announced.
    const before = (await api.getPost({ postId: 'post-1' })).post.likes.likeCount;
    await api.likePost({ postId: 'post-1' });
    expect((await api.getPost({ postId: 'post-1' })).post.likes.likeCount).toBe(before + 1);
    await api.createPost({ body: { caption: 'After the move', content: 'on PostgreSQL' } });
    const drift = await send(server, 'GET', '/api/testing/count-drift');
    expect(drift.body).toEqual(noDrift);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.imported-'))).toBe(true);
  } finally {
    await server.stop();
  }
}, 180_000);
