// @ts-check
/**
 * The architecture's package boundaries as lint rules (used by the root eslint.config.mjs):
 * - React Router is reached only through `shell/router`, the one module federation shares,
 *   so every remote's links and params work within the shell's router. The shell itself
 *   imports it by that name too: a relative import would bundle a second, unshared copy.
 * - A remote reaches another remote only through what that remote's package.json exports;
 *   the shell, the mock API and the tooling never import a remote (the shell loads remotes
 *   at runtime, by federation).
 * - Nothing outside `mock-api` imports Mirage, and the contract and the server never import the
 *   mock: they are the contract's other side, not its users.
 * - `api-core`, the one implementation, runs in Node and in a page alike: it imports none of
 *   Node's modules, no server or transport (Fastify, Mirage, pg, sharp, argon2, jose) and neither
 *   transport's package; what differs by place reaches it through its platform interfaces. The
 *   contract does not know it, and the apps reach the API only through the typed client.
 * - No relative import leaves its package: packages meet through their names and exports.
 * - The apps branch on a refusal's code, never on its words (which the server may say in another
 *   language, and the spec may word again): their sources compare no message with `==`, a switch
 *   or a string method.
 * Static imports are checked by `no-restricted-imports`, `import()` by `no-restricted-syntax`.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every workspace package, by folder (which is also its name). */
const packages = [
  'shell',
  'mf-feed',
  'mf-profile',
  'mf-comments',
  'mf-admin',
  'mf-notifications',
  'mf-messages',
  'api-contract',
  'api-core',
  'mock-api',
  'api-server',
  'tooling',
  'federation-runtime',
  'bench',
];
const remotes = ['mf-feed', 'mf-profile', 'mf-comments', 'mf-admin', 'mf-notifications', 'mf-messages'];
const routerModule = 'shell/src/app/router.ts';

/** What a package's package.json declares it exports, as import names (`mf-feed/posts`). */
function declaredExports(name) {
  const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, name, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports ?? {})
    .filter((key) => key !== './package.json')
    .map((key) => `${name}/${key.slice(2)}`);
}

/** Escapes regex syntax; the rules compile patterns with the `u` flag, which refuses `\-`. */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Node's own modules by their bare names (`fs`, `fs/promises`), as a pattern. */
const nodeModules = builtinModules.map(escape).join('|');

/**
 * @typedef {{ regex: string, message: string, allowTypeImports?: boolean }} Restriction
 * @param {string} pkg
 * @param {{ router: boolean }} options
 * @returns {Restriction[]}
 */
function restrictionsFor(pkg, { router }) {
  /** @type {Restriction[]} */
  const restrictions = [];
  if (router) {
    restrictions.push({
      regex: '^react-router(-dom)?(/.*)?$',
      message: 'Import routing from shell/router, the one router module the remotes share.',
    });
  }
  if (pkg === 'shell' && router) {
    restrictions.push({
      regex: '^(\\.{1,2}/)+(app/)?router$',
      message: 'Import shell/router by its package name, so the shell uses the shared copy too.',
    });
  }
  for (const remote of remotes.filter((name) => name !== pkg)) {
    const allowed = remotes.includes(pkg) ? declaredExports(remote) : [];
    const exceptions = allowed.map((name) => `(?!${escape(name.slice(remote.length))}$)`).join('');
    restrictions.push({
      regex: `^${escape(remote)}${exceptions}(/.*)?$`,
      message: allowed.length
        ? `A remote uses ${remote} only through its declared exports: ${allowed.join(', ')}.`
        : `${pkg} must not import the remote ${remote}: the shell loads remotes at runtime through federation.`,
    });
  }
  if (pkg !== 'mock-api') {
    restrictions.push({
      regex: '^miragejs(/.*)?$',
      message: 'Mirage belongs to mock-api alone; use the typed client (api-contract/client).',
    });
  }
  if (pkg === 'api-contract' || pkg === 'api-server' || pkg === 'api-core') {
    restrictions.push({
      regex: '^mock-api(/.*)?$',
      message: `${pkg} must not import the mock: both transports import the core, neither the other.`,
    });
  }
  if (pkg === 'mock-api' || pkg === 'api-core') {
    restrictions.push({
      regex: '^api-server(/.*)?$',
      message: `${pkg} must not import the server: both transports import the core, neither the other.`,
    });
  }
  if (pkg === 'api-core') {
    restrictions.push({
      regex: `^(node:.*|${nodeModules}|fastify|@fastify/.*|pg|sharp|@node-rs/argon2|jose|@electric-sql/pglite(/.*)?)$`,
      message: 'api-core runs in a page too: what differs by place comes through its platform interfaces (api-core/src/platform.ts).',
      allowTypeImports: true,
    });
  }
  if (pkg === 'api-contract' || pkg === 'shell' || remotes.includes(pkg)) {
    restrictions.push(
      { regex: '^api-core(/.*)?$', message: `${pkg} reaches the API through the contract's typed client, not its implementation.` },
      { regex: '^api-server(/.*)?$', message: `${pkg} reaches the API through the contract's typed client, not the server's code.` },
    );
  }
  // The benchmark's single-bundle build imports the remotes' sources on purpose (bench/).
  restrictions.push({
    regex: `^(\\.\\./)+(${packages.map(escape).join('|')})(/.*)?$`,
    message: 'Import another package by its name and exports, not by a relative path out of this one.',
  });
  return restrictions;
}

/** @param {Restriction[]} restrictions */
function rulesFor(restrictions) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: restrictions.map(({ regex, message, allowTypeImports = false }) => ({ regex, message, allowTypeImports })) },
    ],
    'no-restricted-syntax': [
      'error',
      ...restrictions.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`,
        message,
      })),
    ],
  };
}

const sources = (pkg) => [`${pkg}/**/*.{ts,tsx,js,cjs,mjs}`];

/** Where a refusal's words are kept: a failure's `message`, a slice's `error`, a refusal's `reason`. */
const words = '/^(message|error|reason)$/';
const compared = 'BinaryExpression[operator=/^[!=]==?$/]';
const wordsMessage =
  "Branch on the refusal's code (`error.code`, `payload.code`), never on its words: those may change or be said in another language.";

/** The ways of reading a refusal's words that the apps' sources may not use. */
const wordComparisons = [
  // x === messages.postNotFound(...), messages.invalidToken !== x
  ...['left', 'right'].flatMap((side) => [
    `${compared}[${side}.object.name='messages']`,
    `${compared}[${side}.callee.object.name='messages']`,
    // x === reasons.postNotFound(id).message, reasons.followSelf.message !== x
    `${compared}[${side}.object.object.name='reasons'][${side}.property.name='message']`,
    `${compared}[${side}.object.callee.object.name='reasons'][${side}.property.name='message']`,
    // error.message === 'Some words', lookup.error !== `…`
    `${compared}[${side}.property.name=${words}][${side === 'left' ? 'right' : 'left'}.raw=/^['"]/]`,
    `${compared}[${side}.property.name=${words}][${side === 'left' ? 'right' : 'left'}.type='TemplateLiteral']`,
  ]),
  // error.message.startsWith('Your account'), reason.includes(…), message.match(/…/)
  `CallExpression[callee.property.name=/^(startsWith|endsWith|includes|indexOf|match|search)$/][callee.object.property.name=${words}]`,
  `CallExpression[callee.property.name=/^(startsWith|endsWith|includes|indexOf|match|search)$/][callee.object.name=${words}]`,
  // /suspended/.test(error.message)
  `CallExpression[callee.property.name='test'][arguments.0.property.name=${words}]`,
  `CallExpression[callee.property.name='test'][arguments.0.name=${words}]`,
  `SwitchStatement[discriminant.property.name=${words}]`,
  // The catalogue by another name would slip past the selectors above.
  'ImportSpecifier[imported.name=/^(messages|reasons)$/][local.name!=/^(messages|reasons)$/]',
  "ImportDeclaration[source.value='api-contract/reasons'] > ImportNamespaceSpecifier[local.name!='reasons']",
].map((selector) => ({ selector, message: wordsMessage }));

/** How the apps' sources may import the refusals: so that the selectors above see every use. */
const refusalImports = [
  {
    // A refusal imported alone (`invalidTag.message === x`) would slip past them too.
    selector: "ImportDeclaration[source.value='api-contract/reasons'] > ImportSpecifier",
    message: "Import the refusals as `import * as reasons from 'api-contract/reasons'`, and show one's words with `serverWordsFor`.",
  },
  {
    selector: "ImportDeclaration[source.value='api-contract/messages']:not([importKind='type'])",
    message: "Every refusal's words are for tests: a bundle that imports them holds them all. Use `api-contract/reasons`.",
  },
];

/** @type {import('eslint').Linter.Config[]} */
export const boundaryConfigs = [
  ...packages.map((pkg) => ({ name: `boundaries/${pkg}`, files: sources(pkg), rules: rulesFor(restrictionsFor(pkg, { router: true })) })),
  // The apps' own code (not their tests, which read what a person reads) branches on codes.
  ...['shell', ...remotes].map((pkg) => {
    const rules = rulesFor(restrictionsFor(pkg, { router: true }));
    return {
      name: `boundaries/${pkg}-codes`,
      files: [`${pkg}/src/**/*.{ts,tsx}`],
      ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', `${pkg}/src/testing/**`],
      rules: { ...rules, 'no-restricted-syntax': [...rules['no-restricted-syntax'], ...wordComparisons, ...refusalImports] },
    };
  }),
  // Browser tests start the server and serve builds: the server's code is theirs to import.
  ...['shell', ...remotes].map((pkg) => ({
    name: `boundaries/${pkg}-e2e`,
    files: [`${pkg}/e2e/**`],
    rules: rulesFor(restrictionsFor(pkg, { router: true }).filter((restriction) => !restriction.regex.startsWith('^api-server'))),
  })),
  // The one loader of the migrations that reads their files (Node and jest); a page's bundle takes migrations.webpack.ts.
  {
    name: 'boundaries/api-core-migration-files',
    files: ['api-core/src/db/migrations.node.ts'],
    rules: rulesFor(restrictionsFor('api-core', { router: true }).filter((restriction) => !restriction.regex.startsWith('^(node:'))),
  },
  { name: 'boundaries/router-module', files: [routerModule], rules: rulesFor(restrictionsFor('shell', { router: false })) },
  // The single-bundle benchmark build is the one place that puts every remote in one app.
  { name: 'boundaries/bench', files: ['bench/**'], rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' } },
];
