// @ts-check
/**
 * The one lint config of the workspace (`pnpm lint` runs it, then Prettier's check).
 * TypeScript is linted with type information; the package boundaries of the architecture are
 * rules here (see tooling/lint/boundaries.mjs), so a wrong import fails the build.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './tooling/lint/boundaries.mjs';
import { featureBoundaryConfigs } from './tooling/lint/feature-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'screenshots/**',
      'bench/dist-single/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused arguments and destructured leftovers are named with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A Fastify plugin is an async function by contract, whether or not anything in it awaits.
    files: ['api-server/src/**/*-routes.ts', 'api-server/src/openapi/openapi.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Browser tests are not React: Playwright's fixtures take `use` and an empty `{}` by design.
    files: ['**/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // The benchmark's functions that run inside the page.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...boundaryConfigs,
  ...featureBoundaryConfigs,
  // Formatting is Prettier's: the rules that would fight it are off.
  prettier,
);
