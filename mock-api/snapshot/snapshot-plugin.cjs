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
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const mockApiDir = path.resolve(__dirname, '..');
const snapshotFile = path.join(mockApiDir, '.snapshot', 'database.tar.gz');
const keyFile = path.join(mockApiDir, '.snapshot', 'key');

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

function ensureSnapshot() {
  const key = currentKey();
  if (existsSync(snapshotFile) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
  const made = spawnSync(process.execPath, ['--import', 'tsx', path.join('snapshot', 'make-snapshot.ts'), snapshotFile], {
    cwd: mockApiDir,
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error(`Could not make the mock's database snapshot (exit ${made.status}).`);
  writeFileSync(keyFile, key);
}

class MockDatabaseSnapshotPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'MockDatabaseSnapshotPlugin';
    compiler.hooks.beforeRun.tap(name, ensureSnapshot);
    compiler.hooks.watchRun.tap(name, ensureSnapshot);
  }
}

module.exports = { MockDatabaseSnapshotPlugin };
