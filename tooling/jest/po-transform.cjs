// @ts-check
/**
 * A catalogue (`src/locales/es.po`) imported under jest, compiled as @lingui/loader compiles it
 * for a build, but synchronously (jest's CommonJS transforms cannot wait): its translated
 * messages only. Under jest a message with no translation falls back to the English written in
 * the code, which Lingui compiles when it is asked for (it does outside production builds).
 * The pseudo-locale's catalogue is every English text of the package, pseudo-localized.
 */
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { createCompiledCatalog } = require('@lingui/cli/api');

/** @type {import('@jest/transform').SyncTransformer} */
module.exports = {
  process(source, filename) {
    const locale = path.basename(filename, '.po');
    /** @type {Record<string, string>} */
    const texts = {};
    for (const [id, { translation, message }] of Object.entries(formatter().parse(source, { locale, sourceLocale: 'en', filename }))) {
      const text = locale === 'pseudo' ? message : translation;
      if (text) texts[id] = text;
    }
    const { source: code, errors } = createCompiledCatalog(locale, texts, { namespace: 'cjs', pseudoLocale: 'pseudo' });
    if (errors.length > 0) throw new Error(`${filename}: ${errors.map(({ id, error }) => `${id}: ${error}`).join('; ')}`);
    return { code };
  },
};
