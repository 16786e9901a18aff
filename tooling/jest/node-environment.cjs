// @ts-check
/** Node, with the worker's PGlite for the server's in-process tests (pglite-environment.cjs says why). */
const { TestEnvironment } = require('jest-environment-node');
const { withPglite } = require('./pglite-environment.cjs');

module.exports = withPglite(TestEnvironment);
