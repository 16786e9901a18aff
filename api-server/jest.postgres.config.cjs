// The server's tests again, on a PostgreSQL server (tooling/scripts/with-postgres.sh starts a
// throwaway one): every test but those about the embedded database in the data folder (`*.embedded.test.ts`)
// and those that open no database (below). No PGlite is made ahead
// for each file: each file makes a PostgreSQL database of its own (test/test-databases.ts).
const base = require('./jest.config.cjs');

if (!process.env.SOCIAL_TEST_POSTGRES_URL) {
  throw new Error(
    'These tests need a PostgreSQL server: run them with tooling/scripts/with-postgres.sh, which sets SOCIAL_TEST_POSTGRES_URL.',
  );
}

/**
 * The files that open no database (the server's parts tested alone, and the data folder's lock):
 * each would run here just as in the PGlite run, so it runs there alone. One that comes to open a
 * database leaves this list.
 */
const openNoDatabase = [
  'address-guard',
  'come-again',
  'data-dir-lock',
  'deliverable-inboxes',
  'federation-config',
  'fetches-once',
  'mail-config',
  'mastodon-names-in-calls',
  'other-servers-dispatcher',
  'own-folders',
  'remote-fetch',
  'remote-html',
  'route-preloads',
  'two-factor-config',
  'unanswered-documents',
];

module.exports = {
  ...base,
  testEnvironmentOptions: {},
  testPathIgnorePatterns: ['\\.embedded\\.test\\.ts$', ...openNoDatabase.map((name) => `/test/${name}\\.test\\.ts$`)],
};
