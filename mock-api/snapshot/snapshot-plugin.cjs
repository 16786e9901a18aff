// @ts-check
/**
 * A webpack plugin for every app that can start the in-page mock: before a build (or a dev
 * server's first build) it makes sure mock-api/.snapshot/database.tar.gz holds the mock's
 * database as the page starts it, migrated and seeded (src/server/page-database.webpack.ts
 * bundles it). Made with make-snapshot.ts when missing, or when what it is made from changed
 * (the migrations, the seed, the page's platform, PGlite): the key beside it says which.
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const mockApiDir = path.resolve(__dirname, '..');
const snapshotDir = path.join(mockApiDir, '.snapshot');
const snapshotFile = path.join(snapshotDir, 'database.tar.gz');
const keyFile = path.join(snapshotDir, 'key');
/** Held while one process makes the snapshot: `pnpm dev` builds six apps at once. */
const lockDir = path.join(snapshotDir, 'making');
/** A lock older than this was left by a build that was killed. */
const staleLockMs = 120_000;

/** @param {string} name */
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [mockApiDir] }));

/** @param {string} target @returns {string[]} every file under a folder, or the file itself */
function filesOf(target) {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesOf(path.join(target, entry)));
}

/** What the snapshot is made from, hashed. */
function currentKey() {
  const sources = [
    path.join(packageDir('api-core'), 'migrations'),
    path.join(packageDir('api-core'), 'src'),
    path.join(packageDir('api-contract'), 'src', 'seed'),
    path.join(mockApiDir, 'src', 'server', 'page-platform.ts'),
    path.join(mockApiDir, 'src', 'server', 'page-seed.ts'),
    path.join(mockApiDir, 'snapshot', 'make-snapshot.ts'),
    // PGlite exports no package.json: its version is read beside its main file (dist/).
    path.join(path.dirname(require.resolve('@electric-sql/pglite', { paths: [mockApiDir] })), '..', 'package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesOf)) hash.update(path.relative(mockApiDir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** @param {string} key */
const isCurrent = (key) => existsSync(snapshotFile) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key;

/** Takes the lock (a folder: making one is atomic), or says another process holds it. */
function tryLock() {
  mkdirSync(snapshotDir, { recursive: true });
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    if (Date.now() - statSync(lockDir).mtimeMs > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Makes the snapshot unless it is current; one process at a time, the others wait for its result. */
async function ensureSnapshot() {
  const key = currentKey();
  while (!isCurrent(key)) {
    if (!tryLock()) {
      await pause();
      continue;
    }
    try {
      if (isCurrent(key)) return;
      const made = spawnSync(process.execPath, ['--import', 'tsx', path.join('snapshot', 'make-snapshot.ts'), snapshotFile], {
        cwd: mockApiDir,
        stdio: 'inherit',
      });
      if (made.status !== 0) throw new Error(`Could not make the mock's database snapshot (exit ${made.status}).`);
      writeFileSync(keyFile, key);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

class MockDatabaseSnapshotPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'MockDatabaseSnapshotPlugin';
    compiler.hooks.beforeRun.tapPromise(name, ensureSnapshot);
    compiler.hooks.watchRun.tapPromise(name, ensureSnapshot);
  }
}

module.exports = { MockDatabaseSnapshotPlugin };
