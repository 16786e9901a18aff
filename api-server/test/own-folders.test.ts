import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { socketFolder, startEmbeddedPostgres } from '../src/db/embedded/cluster';
import { refuseForeignFolder } from '../src/db/embedded/own-folders';

// The embedded PostgreSQL's copied programs and its socket's lock folder live in the shared
// temporary directory, under names anyone can work out: a folder another local user made there
// first was used as it was (its programs run, the pid in its lock file signalled) (issue 32).
const me = process.getuid!();
const someoneElse = 4242;
let parent: string;
beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'social-own-folders-'));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

test('a folder that is not there yet, or is this server’s and closed to others, is used', () => {
  expect(() => refuseForeignFolder(path.join(parent, 'not-yet'), [me])).not.toThrow();
  const own = path.join(parent, 'own');
  mkdirSync(own, { mode: 0o700 });
  expect(() => refuseForeignFolder(own, [me])).not.toThrow();
});

test.each([
  [
    'made by another user',
    (folder: string) => {
      mkdirSync(folder, { mode: 0o700 });
      chownSync(folder, someoneElse, someoneElse);
    },
    /belongs to another user \(uid 4242\), so it is not used\. Remove it/,
  ],
  [
    'that others may write',
    (folder: string) => {
      mkdirSync(folder);
      chmodSync(folder, 0o777);
    },
    /may be written by other users, so it is not used/,
  ],
  ['that is a link to elsewhere', (folder: string) => symlinkSync(tmpdir(), folder), /is not a folder this server made/],
])('a folder %s is refused in words', (_case, make, words) => {
  const folder = path.join(parent, 'social-pg-0123456789ab');
  make(folder);
  expect(() => refuseForeignFolder(folder, [me])).toThrow(words);
});

test('the embedded PostgreSQL does not start on a socket folder another user made, nor signals the pid its lock names', async () => {
  const dataDir = path.join(parent, 'data');
  const socketDir = socketFolder(path.join(dataDir, 'postgres'));
  mkdirSync(socketDir, { mode: 0o700 });
  // A lock file naming this very process: a server that read it would signal itself.
  writeFileSync(path.join(socketDir, '.s.PGSQL.5432.lock'), `${process.pid}\n`);
  chownSync(socketDir, someoneElse, someoneElse);
  try {
    await expect(startEmbeddedPostgres(dataDir, () => undefined)).rejects.toThrow(/belongs to another user \(uid 4242\)/);
  } finally {
    rmSync(socketDir, { recursive: true, force: true });
  }
});
