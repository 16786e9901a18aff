import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pngDataUrl } from 'api-contract/contract-suite';
import { signedUp } from 'api-contract/payloads';
import { clientFor } from './api';
import { operatorCommand } from './operator-command';
import { startServerProcess } from './server-process';

const serverDir = path.resolve(__dirname, '..');

/** `pnpm --filter api-server <script> -- ...args` on the data folder `dataDir`: its exit code and what it printed. */
const command = (script: 'backup' | 'restore', dataDir: string, ...args: string[]) =>
  operatorCommand(`backup/${script}`, ['--', ...args], { SOCIAL_DATA_DIR: dataDir, DATABASE_URL: '' });

test('a backup of the running server, restored on a new machine, holds what people did until it was taken', async () => {
  const backups = mkdtempSync(path.join(tmpdir(), 'social-backup-'));
  const backup = path.join(backups, 'monday');
  const newMachine = mkdtempSync(path.join(tmpdir(), 'social-new-machine-'));
  const ada = { username: 'ada', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
  try {
    const old = await startServerProcess();
    let token: string;
    let postId: string;
    try {
      token = signedUp(await (await clientFor(old)).signup({ body: ada })).encodedToken;
      const api = await clientFor(old, ada);
      const { posts } = await api.createPost({ body: { caption: 'In the backup', content: 'with a picture', img: pngDataUrl } });
      postId = posts.find((post) => post.caption === 'In the backup')!._id;

      const made = await command('backup', old.dataDir, backup);
      expect(made.output).toContain(`Backed up to ${backup}`);
      // Every password's hash and every private word are in it: its owner's eyes only (issue 32).
      expect((statSync(backup).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(path.join(backup, 'database.dump')).mode & 0o777).toString(8)).toBe('600');
      expect(made.status).toBe(0);
      await api.createPost({ body: { caption: 'After the backup', content: 'not in it' } });
    } finally {
      await old.stop();
    }

    const restored = await command('restore', newMachine, backup);
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);
    const again = await command('restore', newMachine, backup);
    expect(again.output).toMatch(/already holds \d+ accounts.*--force/);
    expect(again.status).toBe(1);

    const server = await startServerProcess({ dataDir: newMachine, keep: true });
    try {
      const api = await clientFor(server, ada);
      const kept = (await api.getPost({ postId })).post;
      expect(kept.caption).toBe('In the backup');
      expect((await fetch(`${server.url}${kept.img}`)).status).toBe(200);
      const { posts } = await api.getPosts();
      expect(posts.map((post) => post.caption)).not.toContain('After the backup');
      // The token secret came along: a session from the old machine goes on.
      expect((await fetch(`${server.url}/api/users/bookmark`, { headers: { authorization: token } })).status).toBe(200);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(backups, { recursive: true, force: true });
    rmSync(newMachine, { recursive: true, force: true });
  }
}, 180_000);

test('backup and restore say in words what is wrong', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'social-backup-words-'));
  try {
    expect((await command('backup', dataDir)).output).toContain('Usage: pnpm --filter api-server backup -- <new folder>');
    expect((await command('backup', dataDir, serverDir)).output).toContain('is not empty: name a new folder');
    expect((await command('restore', dataDir, dataDir)).output).toContain('is not a backup: it has no database.dump');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
