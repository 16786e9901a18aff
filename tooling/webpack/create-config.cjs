// @ts-check
/**
 * The one webpack + Module Federation config every app builds with. An app's own
 * webpack.config.cjs passes its directory; its name, port, exposes and what it shares come
 * from its `federation.config.cjs` and package.json.
 *
 * Choices that matter (docs/engineering-notes.md gives the pitfalls behind them):
 * - `shareStrategy: 'loaded-first'`: one stopped remote must not blank the shell.
 * - react, react-dom, redux, react-redux, redux-saga, react-hot-toast and `shell/router` are
 *   singletons, with `react/` and `react-dom/` keys so subpath imports are shared too. React
 *   Router reaches remotes only through `shell/router`, so the build can drop what is unused.
 * - What remotes use of the shell (`shell/users`, `shell/actions`, the UI kit, the lists...: every
 *   export of shell's package.json but its page start-up and test helpers) is shared at runtime
 *   too, and a remote's container is built without a copy (`import: false`): the page's host
 *   provides it, so a change in the shell reaches every remote without rebuilding them.
 * - So a remote builds three things: its container (`remoteEntry.js` and the chunks of its
 *   `./module`, which the manifest lists) and its own page, a small host of its own that bundles
 *   the shell's code and provides it, React and the federation runtime core as the shell does, and
 *   its in-page mock (below).
 * - `publicPath: 'auto'` lets a remote be served from any origin; the standalone page's
 *   html asks for its scripts from `/` so deep links such as /profile/guest work.
 * - No remotes are known at build time: pages read them, and which API answers, from
 *   `config.json` at runtime (served beside the html, so no rebuild to change either).
 * - One federation runtime core in the page: containers are built without theirs
 *   (`externalRuntime`) and use their host's (see the federation-runtime package's runtime-core.ts).
 * - Every page can run on the in-page mock, which is built beside it with a webpack runtime of its
 *   own (createMockApiConfig), so that what the mock uses is not kept in the page's scripts.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { readFileSync } = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { NormalModuleReplacementPlugin, Compilation, sources } = require('webpack');

/** Writes data the app's source declares as JSON files beside its build, for its server to read. */
class EmitJsonPlugin {
  /** @param {Record<string, unknown>} files */
  constructor(files) {
    this.files = files;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, data] of Object.entries(this.files)) compilation.emitAsset(name, new sources.RawSource(JSON.stringify(data)));
      });
    });
  }
}

/**
 * Node's modules that PGlite (the in-page mock's database) imports only when it runs in Node:
 * empty in a page, where those branches never run.
 */
const nodeOnlyModules = ['fs', 'fs/promises', 'module', 'stream', 'stream/promises', 'util', 'zlib'];

/** Packages whose module state must exist once in the page. */
const singletons = [
  'react',
  'react-dom',
  'redux',
  'react-redux',
  'redux-saga',
  'react-hot-toast',
  // One i18n instance for the page: the language chosen in the shell is every remote's.
  '@lingui/core',
  '@lingui/react',
  'shell/router',
];
/** Of those, the ones imported by subpath (`react/jsx-runtime`, `react-dom/client`, `redux-saga/effects`). */
const withSubpaths = ['react', 'react-dom', 'redux-saga'];

/**
 * The modules of shell's package.json exports that are not shared: a page's start-up and the
 * standalone boot (each page's host bundles its own), the jest helpers, and the router (a
 * singleton above).
 */
const unsharedShellExports = ['./standalone', './start', './testing', './package.json', './router'];
/** The installable app's service worker, at the root so that its scope is the whole app. */
const serviceWorkerFile = 'sw.js';

/**
 * Where package `name` is, seen from the app in `dir`: the app itself, or a dependency.
 * @param {string} name @param {string} dir
 */
function packageManifest(name, dir) {
  const own = path.join(dir, 'package.json');
  return require(own).name === name ? own : require.resolve(`${name}/package.json`, { paths: [dir] });
}

/** @param {string} name a package, or a module of a workspace package (`shell/router`) @param {string} dir */
function installedVersion(name, dir) {
  const segments = name.split('/');
  const manifest = packageManifest(segments.slice(0, name.startsWith('@') ? 2 : 1).join('/'), dir);
  return require(manifest).version;
}

/**
 * react-router's `exports` only ever select its development build; production apps get the
 * production one it also ships (smaller, and without development checks).
 * @param {string} dir
 */
function productionAliases(dir) {
  // React Router is the shell's dependency: every app reaches it through `shell/router`.
  const shellDir = path.dirname(packageManifest('shell', dir));
  const reactRouterDom = require.resolve('react-router-dom', { paths: [shellDir] });
  const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [reactRouterDom] }));
  return {
    'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * A module of mock-api. Every app reaches mock-api through shell (whose start-up loads the mock
 * when a page runs on it), so it is found from there, as React Router is.
 * @param {string} name @param {string} dir
 */
function mockApiModule(name, dir) {
  const shellDir = path.dirname(packageManifest('shell', dir));
  return require.resolve(`mock-api/${name}`, { paths: [shellDir] });
}

/**
 * The plugin that makes the in-page mock's database snapshot before a build (mock-api's).
 * @param {string} dir
 */
function mockDatabasePlugin(dir) {
  const { MockDatabaseSnapshotPlugin } = require(mockApiModule('snapshot-plugin', dir));
  return new MockDatabaseSnapshotPlugin();
}

/**
 * Where a page's build writes the in-page mock (its script, PGlite and the database snapshot):
 * a folder of its own, which the page's other compilers leave alone when they clean. The shell's
 * start-up imports it from there (shell/src/start/mock-api-module.ts).
 */
const mockApiFolder = 'mock-api/';
/**
 * A path in the build's folder, as webpack's clean gives it: the folder itself comes without its
 * slash, and an empty one not kept would be removed while the mock's compiler is about to write in it.
 * @param {string} file
 */
const isMockApiFile = (file) => file === mockApiFolder.slice(0, -1) || file.startsWith(mockApiFolder);

/** `node:module` and the like: the same Node-only modules, by their scheme (see nodeOnlyModules). */
const withoutNodeScheme = () =>
  new NormalModuleReplacementPlugin(/^node:/, (resource) => {
    resource.request = resource.request.replace(/^node:/, '');
  });

/**
 * A module of the federation-runtime package, which the shell ships (every app reaches it
 * through shell, as React Router and the mock).
 * @param {string} name @param {string} dir
 */
function federationRuntimeModule(name, dir) {
  const shellDir = path.dirname(packageManifest('shell', dir));
  return require.resolve(`federation-runtime/${name}`, { paths: [shellDir] });
}

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`...) compiled to calls of its runtime, with ids made
 * from the English text.
 */
const linguiMacros = [require.resolve('@lingui/swc-plugin'), {}];
/** Where swc keeps the plugin compiled for this machine (by default a `.swc` folder in each package). */
const swcPluginCache = path.join(__dirname, '../node_modules/.cache/swc');

/** @param {boolean} production */
function typescriptRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
          experimental: { plugins: [linguiMacros], cacheRoot: swcPluginCache },
        },
      },
    },
  };
}

/**
 * A production build writes each text file compressed beside it (`main.js.br`, `main.js.gz`),
 * once, at the best ratio: the server sends whichever the browser takes, at no cost per request.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, threshold: 1024, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test,
      threshold: 1024,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * `SOCIAL_API_URL=http://localhost:3000 pnpm --filter <app> dev`: the one setting that points
 * a development page at a running server instead of the in-page mock. The dev server then
 * forwards `/api` to it and tells the page, in its `config.json`, that the server answers.
 * @param {string} dir
 */
function apiServerSettings(dir) {
  const apiUrl = process.env.SOCIAL_API_URL;
  if (!apiUrl) return {};
  const publicConfig = JSON.parse(readFileSync(path.join(dir, 'public/config.json'), 'utf8'));
  return {
    proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true }],
    /** @type {(middlewares: any[], devServer: any) => any[]} */
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/config.json', (_request, response) => response.json({ ...publicConfig, api: 'server' }));
      return middlewares;
    },
  };
}

/**
 * The shell's modules the remotes reach at runtime (`shell/users`, `shell/paged-list`...), each
 * with its file and the shell's version.
 * @param {string} dir
 */
function sharedShellModules(dir) {
  const manifestFile = packageManifest('shell', dir);
  const { exports, version } = require(manifestFile);
  return Object.entries(/** @type {Record<string, string>} */ (exports))
    .filter(([key]) => !unsharedShellExports.includes(key))
    .map(([key, file]) => ({ name: `shell/${key.slice(2)}`, file: path.join(path.dirname(manifestFile), file), version }));
}

/**
 * A page's chunks that are lazy on purpose: the live events' client, the
 * shell's words for the server's refusals, which only another language than English shows, and
 * the shell's screens few visits open (shell/src/app/routes.tsx).
 */
const lazyByDesign = ['event-stream', 'server-words', 'account-pages'];
/**
 * A catalogue of a language other than English (`locales/es.po`, or one kept apart,
 * `locales/server-words/es.po`): a chunk of its own, fetched only when that language is chosen.
 */
const anotherLanguage = /[\\/]locales[\\/](?:[^\\/]+[\\/])?(?!en\.po$)[^\\/]+\.po$/;
/** style-loader's and css-loader's code in a page, which every chunk with CSS needs. */
const styleRuntime = /[\\/](style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/;

/**
 * A host's code that is not in its first script, in one chunk: the app itself (loaded behind the
 * federation runtime's start), the shell's modules it provides to remotes, the contract's code
 * they use and the styles' runtime; not the catalogues of other languages. Left to webpack, each provided module was a chunk of its
 * own: a first visit fetched seventeen chunks of under 5 KB each, the last fourteen one step
 * after the remote asked for them.
 * @param {string} dir
 * @returns {import('webpack').Configuration['optimization']}
 */
function hostCodeInOneChunk(dir) {
  const sources = ['shell', 'api-contract'].map((name) => path.join(path.dirname(packageManifest(name, dir)), 'src') + path.sep);
  /**
   * A module's file, or a context's folder (the map of a package's catalogues, which a dynamic
   * `import()` of `./locales/${language}.po` makes).
   * @param {{ resource?: string, type?: string, context?: string | null }} module
   */
  const placeOf = ({ resource, type, context }) => resource ?? (type === 'javascript/dynamic' ? (context ?? '') : '');
  /** @param {{ resource?: string, type?: string, context?: string | null }} module */
  const isHostCode = (module) => {
    const place = placeOf(module);
    return (sources.some((source) => place.startsWith(source)) && !anotherLanguage.test(place)) || styleRuntime.test(place);
  };
  return {
    splitChunks: {
      cacheGroups: {
        host: {
          test: isHostCode,
          chunks: (chunk) => !chunk.canBeInitial() && !lazyByDesign.includes(chunk.name ?? ''),
          name: 'host',
          enforce: true,
        },
      },
    },
  };
}

/**
 * A page's host provides the shell's modules, lazily, by their files (the shell's own code imports
 * them by relative paths, never by the names remotes use); it has no need to consume them, as
 * the federation plugin's `shared` would have it do.
 * @param {string} dir
 */
function provideShellModules(dir) {
  const provides = Object.fromEntries(
    sharedShellModules(dir).map(({ name, file, version }) => [file, { shareKey: name, version, eager: false }]),
  );
  return new ProvideSharedPlugin({ provides });
}

/**
 * @param {string} dir
 * @param {'host' | 'container'} role A host's libraries go in its first script: every page needs
 *   them at once, and each in a chunk of its own was a request of its own (a container's copies
 *   are lazy fallbacks, used only if no host provided one). The shell's modules are provided by
 *   the host (provideShellModules) and consumed by a container, which has no copy of them.
 */
function sharedConfig(dir, role) {
  /** @type {Record<string, import('@module-federation/enhanced/webpack').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of singletons) {
    const version = installedVersion(name, dir);
    const config = { singleton: true, requiredVersion: `^${version}`, version, eager: role === 'host' };
    shared[name] = config;
    if (withSubpaths.includes(name)) shared[`${name}/`] = config;
  }
  if (role === 'host') return shared;
  for (const { name, version } of sharedShellModules(dir)) {
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, import: false };
  }
  return shared;
}

/**
 * The federation plugin of a page's host (the shell, or a remote's own page) or of a remote's
 * container.
 * @param {string} dir @param {'page' | 'container'} part
 */
function federationPluginFor(dir, part) {
  const federation = require(path.join(dir, 'federation.config.cjs'));
  if (part === 'container') {
    return new ModuleFederationPlugin({
      name: federation.name,
      filename: 'remoteEntry.js',
      exposes: federation.exposes,
      shared: sharedConfig(dir, 'container'),
      shareStrategy: 'loaded-first',
      runtimePlugins: [federationRuntimeModule('fallback-plugin', dir)],
      experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      // The list of the container's files, which the server names in a page's preloads.
      manifest: true,
      // Types come from workspace sources, so no remote dev server is needed to type-check.
      dts: false,
    });
  }
  return new ModuleFederationPlugin({
    // A remote's own page is a host beside its container, under a name of its own.
    name: isRemote(federation) ? `${federation.name}_page` : federation.name,
    exposes: {},
    shared: sharedConfig(dir, 'host'),
    shareStrategy: 'loaded-first',
    runtimePlugins: [federationRuntimeModule('fallback-plugin', dir), federationRuntimeModule('provide-runtime-plugin', dir)],
    experiments: { optimization: { target: 'web', disableSnapshot: true } },
    // The manifest beside a remote's build is its container's.
    manifest: !isRemote(federation),
    dts: false,
  });
}

/**
 * What a page, a container and the in-page mock compile alike: the source maps, where chunks go and how they are
 * named, how modules resolve, and the loaders.
 * @param {{ dir: string, production: boolean, outputPath?: string, alias?: Record<string, string> }} options
 */
function compiledAlike({ dir, production, outputPath, alias = {} }) {
  const federation = require(path.join(dir, 'federation.config.cjs'));
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Production maps are written for the team but named by no script, so no browser asks for
    // them (and the server refuses them: api-server/src/static/serve-app.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath ?? path.join(dir, 'dist'),
      publicPath: 'auto',
      // Entry files keep stable names (the federation runtime cannot hash them); chunks are hashed,
      // in development too: a host's lazily provided shell module and its consumed copy share a name.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federation.name,
      // A hung remote must not stall its page for webpack's default two minutes.
      chunkLoadTimeout: 10_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...(production ? productionAliases(dir) : {}), ...alias },
      fallback: Object.fromEntries(nodeOnlyModules.map((name) => [name, false])),
    },
    module: {
      rules: [
        typescriptRule(production),
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        // The API's migrations, bundled as text for the in-page mock (api-core/src/db/migrations.webpack.ts).
        { test: /\.sql$/, type: 'asset/source' },
        // A package's catalogue of one language (tooling/lingui/config.cjs), compiled as it is imported.
        { test: /\.po$/, use: { loader: require.resolve('@lingui/loader'), options: { failOnCompileError: true } } },
      ],
    },
    performance: { hints: false },
    stats: /** @type {const} */ ('errors-warnings'),
  };
}

/**
 * @param {{ dir: string, mode?: string, federate?: boolean, outputPath?: string, alias?: Record<string, string>, emitJson?: Record<string, unknown> }} options
 *   `federate: false` builds the same app as one plain bundle (the benchmark's reference point, which
 *   runs on the server only: no in-page mock is built beside it),
 *   with `alias` replacing modules and `outputPath` keeping it apart from the real build.
 *   `emitJson`: files to write beside the build, by name (the shell's route table, for its server).
 * @returns {import('webpack').Configuration}
 */
function createAppConfig({ dir, mode = 'development', federate = true, outputPath, alias = {}, emitJson = {} }) {
  const federation = require(path.join(dir, 'federation.config.cjs'));
  const production = mode === 'production';
  const remote = isRemote(federation);
  const alike = compiledAlike({ dir, production, outputPath, alias });
  return {
    ...alike,
    name: 'page',
    // A remote's container is built first and cleans the folder (but the mock's); its page adds to it.
    ...(remote && federate ? { dependencies: ['container'] } : {}),
    entry: './src/index.ts',
    output: {
      ...alike.output,
      // sw.js and its compressed copies, and the mock's folder, come from the shell's build's other
      // compilers; a remote's container, built first, has cleaned the folder.
      clean: remote && federate ? false : federate ? { keep: (file) => file.startsWith(serviceWorkerFile) || isMockApiFile(file) } : true,
    },
    plugins: [
      ...(federate ? [federationPluginFor(dir, 'page'), provideShellModules(dir)] : []),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: federation.title,
        publicPath: '/',
        // Fetched with the page, not after main.js: the first step of loading the screen's remote.
        preloadRuntimeConfig: true,
        // The app with a service worker is the one to install: its manifest and icons.
        installable: Boolean(federation.serviceWorker) && federate,
      }),
      new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      ...(Object.keys(emitJson).length > 0 ? [new EmitJsonPlugin(emitJson)] : []),
      ...(production ? precompressed() : []),
    ],
    devServer: {
      port: federation.port,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      // Served on this machine only: compressing the in-page mock's 15 MB of PostgreSQL on every
      // load costs more time than it saves.
      compress: false,
      // Remotes are fetched from other origins (RUNTIME-008 without these).
      headers: { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public') },
      ...apiServerSettings(dir),
      client: { overlay: { warnings: false, errors: true } },
    },
    ...(federate ? { optimization: hostCodeInOneChunk(dir) } : {}),
  };
}

/**
 * A remote's container: `remoteEntry.js` and the chunks of what it exposes, with no page, no
 * copy of the shell's modules and no runtime core (its host provides them).
 * @param {{ dir: string, mode?: string }} options
 * @returns {import('webpack').Configuration}
 */
function createContainerConfig({ dir, mode = 'development' }) {
  const production = mode === 'production';
  const alike = compiledAlike({ dir, production });
  return {
    ...alike,
    name: 'container',
    entry: {},
    output: { ...alike.output, clean: { keep: isMockApiFile } },
    plugins: [federationPluginFor(dir, 'container'), ...(production ? precompressed() : [])],
  };
}

/**
 * The in-page mock, which a page imports when it runs on it: an ES module with a webpack runtime
 * of its own, in `mockApiFolder`. In the page's runtime, as a lazy chunk, it made the modules
 * both use (the contract's refusals and schemas) keep every export either says, in the first
 * script of every visit, on the mock or not: 3 KB of refusals the page never shows.
 * @param {{ dir: string, mode?: string }} options
 * @returns {import('webpack').Configuration}
 */
function createMockApiConfig({ dir, mode = 'development' }) {
  const production = mode === 'production';
  const alike = compiledAlike({ dir, production });
  return {
    ...alike,
    name: 'mock-api',
    entry: { 'mock-api': mockApiModule('server', dir) },
    experiments: { outputModule: true },
    output: {
      ...alike.output,
      module: true,
      library: { type: 'module' },
      filename: `${mockApiFolder}[name].js`,
      chunkFilename: `${mockApiFolder}[name].[contenthash:8].js`,
      assetModuleFilename: `${mockApiFolder}[hash][ext][query]`,
      uniqueName: `${alike.output.uniqueName}_mock_api`,
      // Its own folder only: the page's files are its other compilers'.
      clean: { keep: (file) => !isMockApiFile(file) },
    },
    plugins: [withoutNodeScheme(), mockDatabasePlugin(dir), ...(production ? precompressed() : [])],
    // swc, not webpack's default terser: PGlite's 3 MB took terser 25 s of each of the seven apps'
    // builds (10 s with swc, for about the same size). The pages' own scripts keep terser, whose sizes
    // bench/README.md measures; the mock's are loaded only on the mock.
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
  };
}

/** @param {{ exposes?: Record<string, string> }} federation */
function isRemote(federation) {
  return Object.keys(federation.exposes ?? {}).length > 0;
}

/**
 * A plain bundle (no federation) written beside an app's build under a fixed name: the installable
 * app's service worker.
 * @param {{ dir: string, mode?: string }} options
 * @param {{ name: string, entry: string, filename: string, target?: string, devtool?: string | false }} bundle
 * @returns {import('webpack').Configuration}
 */
function createPlainBundleConfig(
  { dir, mode = 'development' },
  { name, entry, filename, target, devtool = 'eval-cheap-module-source-map' },
) {
  const production = mode === 'production';
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    ...(target ? { target } : {}),
    entry: { [filename.replace(/\.js$/, '')]: entry },
    // Production maps are written for the team but named by no script, so no browser asks for
    // them (and the server refuses them: api-server/src/static/serve-app.ts).
    devtool: production ? 'hidden-source-map' : devtool,
    output: { path: path.join(dir, 'dist'), filename, publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [typescriptRule(production)] },
    plugins: production ? precompressed() : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The service worker of the app whose federation.config.cjs names one (the shell's), for a worker.
 * @param {{ dir: string, mode?: string }} options @param {string} source
 */
const createServiceWorkerConfig = (options, source) =>
  createPlainBundleConfig(options, {
    name: 'service-worker',
    entry: source,
    filename: serviceWorkerFile,
    target: 'webworker',
    devtool: false,
  });

/**
 * An app's build: the app itself, its in-page mock and, for a remote, its container; for the
 * installable app, its service worker.
 * @param {{ dir: string, mode?: string, federate?: boolean, outputPath?: string, alias?: Record<string, string>, emitJson?: Record<string, unknown> }} options
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createConfig(options) {
  const app = createAppConfig(options);
  const federation = require(path.join(options.dir, 'federation.config.cjs'));
  const federate = options.federate ?? true;
  if (!federate) return app;
  // The page first: the dev server serves them all from the first config's settings.
  const mockApi = createMockApiConfig(options);
  if (isRemote(federation)) return [app, createContainerConfig(options), mockApi];
  return federation.serviceWorker ? [app, createServiceWorkerConfig(options, federation.serviceWorker), mockApi] : [app, mockApi];
}

module.exports = { createConfig };
