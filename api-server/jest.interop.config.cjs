// `pnpm test:interop`: this server against ActivityPub servers no one here wrote, started in the
// test (test/interop). Not in `pnpm test`: each needs its own installation (HOLLO_DIR, see
// docs/federation.md) and a PostgreSQL server (tooling/scripts/with-postgres.sh starts one).
const base = require('./jest.config.cjs');

if (!process.env.SOCIAL_TEST_POSTGRES_URL) {
  throw new Error('The interoperation tests need a PostgreSQL server: run them with `pnpm test:interop`.');
}

module.exports = {
  ...base,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  testMatch: ['<rootDir>/test/interop/**/*.interop.ts'],
  testPathIgnorePatterns: [],
  testTimeout: 180_000,
};
