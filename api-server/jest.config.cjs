// The server's tests talk to it over HTTP, as a client does: they run in node, and start the
// server as a process of its own (test/server-process.ts). The PostgreSQL suites need a
// PostgreSQL server and run with jest.postgres.config.cjs.
const preset = require('tooling/jest-preset');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'],
  testTimeout: 30_000,
  // @fastify/static's content-disposition ships as ES modules only, which jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?content-disposition[@/])'],
};
