// @ts-check
/** jsdom, with the worker's PGlite for the in-page mock (pglite-environment.cjs says why). */
const { TestEnvironment } = require('jest-environment-jsdom');
const { withPglite } = require('./pglite-environment.cjs');

module.exports = withPglite(TestEnvironment);
