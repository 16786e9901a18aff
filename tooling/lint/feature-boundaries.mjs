// @ts-check
/**
 * Boundaries inside a package (used by the root eslint.config.mjs), as bulletproof-react draws
 * them, with eslint-plugin-import-x:
 * - No import cycle, in any package: a circle of modules has no order to read, test or load in
 *   (a circle of type imports alone is not refused: it costs nothing at run time).
 * - A feature (`<package>/src/features/<name>/`) is used by the rest of its package only through
 *   its public entry, `features/<name>/index.ts`: what it keeps inside can change without
 *   touching another feature, as a remote's internals can without touching another remote.
 *   Screens loaded only when opened have a second entry, `features/<name>/pages.ts`: importing
 *   them from `index.ts` would put them in the first chunk of everyone who uses the feature.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The apps whose sources are organised by feature. */
const apps = ['shell', 'mf-feed', 'mf-profile', 'mf-comments', 'mf-admin', 'mf-notifications', 'mf-messages'];

/** @param {string} pkg the folders under `<pkg>/src/features` */
function featuresOf(pkg) {
  const dir = path.join(workspaceRoot, pkg, 'src/features');
  return readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
}

/**
 * One zone per feature: nothing of the package outside the feature imports a file of it but its
 * index. (A zone's `target` is the importing files, `from` the imported ones, `except` relative to `from`.)
 * @param {string} pkg
 */
function featureZones(pkg) {
  return featuresOf(pkg).map((feature) => ({
    target: [`./${pkg}/src/!(features)/**/*`, `./${pkg}/src/*`, `./${pkg}/src/features/!(${feature})/**/*`],
    from: `./${pkg}/src/features/${feature}`,
    except: ['./index.ts', './pages.ts'],
    message: `Use the ${feature} feature through its public entry (features/${feature}/index.ts, or pages.ts for its lazy screens), not its internals.`,
  }));
}

/** @type {import('eslint').Linter.Config[]} */
export const featureBoundaryConfigs = [
  {
    name: 'feature-boundaries/cycles',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Its TypeScript preset's file kinds and parser (without them it reads no .ts file's
      // imports), with its maintained resolver, which follows each package's tsconfig and exports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    // One import statement per module, so a feature's entry is named once in each file.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-duplicates': ['error', { 'prefer-inline': true }] },
  },
  ...apps.map((pkg) => ({
    name: `feature-boundaries/${pkg}`,
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: featureZones(pkg) }] },
  })),
];
