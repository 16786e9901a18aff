// The tests run on the in-page mock, whose database the test environment makes before each file.
module.exports = { ...require('tooling/jest-preset'), testEnvironmentOptions: { pglite: 'eager' } };
