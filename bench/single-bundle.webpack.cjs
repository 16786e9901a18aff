// @ts-check
/** The benchmark's reference: the shell and the three remotes' modules built as one app. */
const path = require('node:path');
const { createConfig } = require('tooling/webpack');

const root = path.resolve(__dirname, '..');

module.exports = createConfig({
  dir: path.join(root, 'shell'),
  mode: 'production',
  federate: false,
  outputPath: path.join(__dirname, 'dist-single'),
  alias: {
    'federation-runtime/load-federated$': path.join(__dirname, 'local-remotes.ts'),
    'federation-runtime/remote-locations$': path.join(__dirname, 'no-remote-locations.ts'),
  },
});
