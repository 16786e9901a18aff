// Most of the server's tests run it in their own process, on the test file's PGlite (which
// tooling's node environment gives them) and through Fastify's inject; those about restarts,
// signals, the data folder's lock and several processes start it as a process of its own
// (test/server-process.ts). The PostgreSQL run is jest.postgres.config.cjs.
const path = require('node:path');
const preset = require('tooling/jest-preset');

module.exports = {
  ...preset,
  testEnvironment: path.join(path.dirname(require.resolve('tooling/jest-preset')), 'node-environment.cjs'),
  testEnvironmentOptions: { pglite: 'eager' },
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'],
  testTimeout: 30_000,
  // sanitize-html's parser (htmlparser2 and its dom packages, entities), Fedify's structured-field-values and byte-encodings, jose, p-limit (and its yocto-queue), pg-boss (and its serialize-error and schedules' parsers), Lingui (the mail's
  // words), light-my-request's cookie and @fastify/static's content-disposition ship as ES modules only, which jest must transform.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?((content-disposition|cookie|jose|p-limit|yocto-queue|pg-boss|serialize-error|non-error|rrule-temporal|cron-parser|structured-field-values|byte-encodings|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)[@/]|@lingui|@messageformat))',
  ],
};
