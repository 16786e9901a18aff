const { createConfig } = require('tooling/webpack');
const { require: requireTypeScript } = require('tsx/cjs/api');

// Which remote renders which route, from the one table the shell routes with, written beside
// the build: the server that serves this build names those remotes' files in a page's html.
const { remoteRoutes } = requireTypeScript('./src/remotes/remote-routes.ts', __filename);
const routeTable = remoteRoutes.map(({ path, remote }) => ({ path, remote }));

module.exports = (_env, { mode }) => createConfig({ dir: __dirname, mode, emitJson: { 'remote-routes.json': routeTable } });
