const { createConfig } = require('tooling/webpack');

module.exports = (_env, { mode }) => createConfig({ dir: __dirname, mode });
