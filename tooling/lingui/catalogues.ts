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

/** `pkg`'s catalogue of `language` (`src/locales/<language>.po`). */
export function readCatalogue(pkg: string, language: string): Catalogue {
  const filename = path.join(workspaceRoot, pkg, 'src/locales', `${language}.po`);
  return formatter().parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename }) as Catalogue;
}
