import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

export const workspaceRoot = path.resolve(__dirname, '../..');

/** Every package with words on screen: each one with a Lingui configuration (docs/i18n.md). */
export const cataloguePackages = readdirSync(workspaceRoot).filter((name) =>
  existsSync(path.join(workspaceRoot, name, 'lingui.config.cjs')),
);

/** A catalogue as Lingui's po format reads it: by message id, the English and its translation. */
export type Catalogue = Record<string, { message?: string; translation?: string }>;

/**
 * `pkg`'s catalogue of `language`: `src/locales/<language>.po`, with those it keeps apart
 * (`src/locales/<name>/<language>.po`, tooling/lingui/config.cjs).
 */
export function readCatalogue(pkg: string, language: string): Catalogue {
  const locales = path.join(workspaceRoot, pkg, 'src/locales');
  const apart = readdirSync(locales, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const filenames = [path.join(locales, `${language}.po`), ...apart.map((entry) => path.join(locales, entry.name, `${language}.po`))];
  const merged: Catalogue = {};
  for (const filename of filenames.filter((name) => existsSync(name))) {
    const catalogue = formatter().parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename }) as Catalogue;
    for (const [id, entry] of Object.entries(catalogue)) {
      // A text in two of a package's catalogues is one message in the page: whichever loads last says it.
      const earlier = merged[id];
      if (earlier && earlier.translation !== entry.translation) {
        throw new Error(
          `${filename}: "${entry.message}" says "${entry.translation}", another catalogue of ${pkg} "${earlier.translation}"`,
        );
      }
      merged[id] = entry;
    }
  }
  return merged;
}
