// @ts-check
/**
 * Jest environments whose tests get a PGlite database: `socialTestPglite()` on the test's global
 * resolves to the test file's PGlite (in memory, with pg_trgm), closed when the file ends. It is
 * made before the file's tests run when the package's jest config sets
 * `testEnvironmentOptions: { pglite: 'eager' }` (so no test's time limit pays for it), and on
 * first use otherwise. Whoever uses it migrates and seeds it (the mock and the server's
 * in-process tests seed afresh before each test).
 *
 * Why here: jest runs a test in a vm context, where `import()` fails without
 * --experimental-vm-modules, and PGlite's Node build loads its files and extensions with
 * `import()`; this file runs outside that context, so PGlite loads here. A new cluster takes
 * PostgreSQL's initdb (about 2 s), so each worker makes one and keeps a copy of its files:
 * later test files start from the copy (about 0.5 s). Closing each file's database also clears
 * the timer PostgreSQL sets for its statistics, which would keep the worker alive.
 */
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

/** @type {Promise<Blob> | null} */
let freshCluster = null;

async function openDatabase() {
  if (freshCluster) return PGlite.create({ extensions: { pg_trgm }, loadDataDir: await freshCluster });
  const first = await PGlite.create({ extensions: { pg_trgm } });
  freshCluster = first.dumpDataDir('none');
  await freshCluster;
  return first;
}

/** How long a file's database may take to close: one a test left inside a transaction never would. */
const closeLimitMs = 10_000;

/**
 * Closes `database`, or gives up after `closeLimitMs` and says so: a test that left it waiting
 * (a transaction never ended, a query on a second connection that PGlite's one waits behind)
 * has failed already, and the suite goes on instead of hanging in band.
 * @param {import('@electric-sql/pglite').PGlite} database
 */
async function closeOrGiveUp(database) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const gaveUp = new Promise((resolve) => {
    timer = setTimeout(() => resolve(true), closeLimitMs);
  });
  const stuck = await Promise.race([database.close().then(() => false), gaveUp]);
  clearTimeout(timer);
  if (stuck) console.error(`The test file's PGlite database did not close within ${closeLimitMs / 1000} s: a test left it busy.`);
}

/**
 * @template {new (...args: any[]) => { setup(): Promise<void>, teardown(): Promise<void>, global: object }} Base
 * @param {Base} Base
 */
function withPglite(Base) {
  return class extends Base {
    /** @type {Promise<import('@electric-sql/pglite').PGlite> | null} */
    database = null;
    eager = false;

    /** @param {any[]} args the environment's config and context, as jest gives them */
    constructor(...args) {
      super(...args);
      this.eager = args[0]?.projectConfig?.testEnvironmentOptions?.pglite === 'eager';
    }

    async setup() {
      await super.setup();
      Object.assign(this.global, { socialTestPglite: () => (this.database ??= openDatabase()) });
      if (this.eager) await (this.database = openDatabase());
    }

    async teardown() {
      const database = this.database;
      this.database = null;
      if (database) await closeOrGiveUp(await database);
      await super.teardown();
    }
  };
}

module.exports = { withPglite };
