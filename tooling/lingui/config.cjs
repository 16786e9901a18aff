// @ts-check
/**
 * The one Lingui configuration every package with words on screen uses: its package's
 * `lingui.config.cjs` is `module.exports = require('tooling/lingui')(__dirname)`.
 * - English is the source: the spec's texts are written in the code, as they are, by the macros.
 * - Each package owns its catalogues, `src/locales/<language>.po`, extracted from its own source
 *   (`pnpm i18n:extract`), compiled when a build imports them (@lingui/loader).
 * - A message a translation lacks shows in English, never as its id.
 * - `pseudo` is the test's language: every English text, accented and lengthened, so a text
 *   written outside a catalogue shows up plain.
 * - `apart`: files whose texts have catalogues of their own, `src/locales/<name>/<language>.po`,
 *   for words only some languages load (the shell's words for the server's refusals, which an
 *   English page never shows: it shows the answers' own).
 */
const { formatter } = require('@lingui/format-po');

/**
 * @param {string} packageDir
 * @param {{ apart?: Record<string, string[]> }} [options] the catalogues kept apart, by name: the files (from the package's root) whose texts they hold
 */
module.exports = function linguiConfig(packageDir, { apart = {} } = {}) {
  // The contract's list of the interface's languages (api-contract/src/languages.json).
  const { languages } = require(require.resolve('api-contract/languages.json', { paths: [packageDir] }));
  return {
    rootDir: packageDir,
    locales: [.../** @type {{ code: string }[]} */ (languages).map((language) => language.code), 'pseudo'],
    sourceLocale: 'en',
    pseudoLocale: 'pseudo',
    fallbackLocales: { default: 'en' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src'],
        exclude: [
          '**/*.test.*',
          '**/__tests__/**',
          '**/testing/**',
          '**/node_modules/**',
          ...Object.values(apart)
            .flat()
            .map((file) => `<rootDir>/${file}`),
        ],
      },
      ...Object.entries(apart).map(([name, files]) => ({
        path: `<rootDir>/src/locales/${name}/{locale}`,
        include: files.map((file) => `<rootDir>/${file}`),
      })),
    ],
    orderBy: 'message',
    // Where each text is used, by file: line numbers would change every catalogue at each edit.
    format: formatter({ lineNumbers: false }),
  };
};
