// @ts-check
/**
 * The one jest preset every package uses (`preset: 'tooling'` is not possible with
 * pnpm's isolated node_modules, so packages spread this object instead).
 * - swc transpiles TS/TSX, including `import()`, which plain jest cannot.
 * - `@module-federation/enhanced/runtime` is replaced by a stub that maps a remote's
 *   `mf_feed/module` to that remote's workspace source: there is no federation instance
 *   under jest (docs/engineering-notes.md).
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  // A guard against a test that hangs, not a measure of speed: a file's first test starts the
  // mock's PGlite (and a passkey's, the WebAuthn library), which takes seconds on two busy cores.
  testTimeout: 20_000,
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // Lingui's macros, as the build compiles them (tooling/webpack/create-config.cjs).
          experimental: {
            plugins: [[require.resolve('@lingui/swc-plugin'), {}]],
            cacheRoot: path.join(__dirname, '../node_modules/.cache/swc'),
          },
        },
        module: { type: 'commonjs' },
      },
    ],
    // A package's catalogues (tooling/lingui/config.cjs).
    '\\.po$': path.join(__dirname, 'po-transform.cjs'),
  },
  // eventsource-parser and Lingui (with its ICU parser) ship ES modules only: swc turns them into CommonJS, as it does the workspace's own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(eventsource-parser|@lingui|@messageformat))'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-stub.ts'),
  },
  setupFiles: [path.join(__dirname, 'setup-globals.ts')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node', 'po'],
  clearMocks: true,
};
