// The server's tests again, on a PostgreSQL server (tooling/scripts/with-postgres.sh starts a
// throwaway one): every test but those about the embedded database in the data folder (`*.embedded.test.ts`). No PGlite is made ahead
// for each file: each file makes a PostgreSQL database of its own (test/test-databases.ts).
const base = require('./jest.config.cjs');

if (!process.env.SOCIAL_TEST_POSTGRES_URL) {
  throw new Error(
    'These tests need a PostgreSQL server: run them with tooling/scripts/with-postgres.sh, which sets SOCIAL_TEST_POSTGRES_URL.',
  );
}

module.exports = { ...base, testEnvironmentOptions: {}, testPathIgnorePatterns: ['\\.embedded\\.test\\.ts$'] };
