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
 */
const { formatter } = require('@lingui/format-po');

/** @param {string} packageDir */
module.exports = function linguiConfig(packageDir) {
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
        exclude: ['**/*.test.*', '**/__tests__/**', '**/testing/**', '**/node_modules/**'],
      },
    ],
    orderBy: 'message',
    // Where each text is used, by file: line numbers would change every catalogue at each edit.
    format: formatter({ lineNumbers: false }),
  };
};
