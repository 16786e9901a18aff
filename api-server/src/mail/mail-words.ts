import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languageCodes, sourceLanguage, type LanguageCode } from 'api-contract/languages';

/**
 * The words of the server's mail in each language of the interface: the server's own catalogues
 * (`api-server/src/locales/<language>.po`, extracted by `pnpm i18n:extract` like every package's),
 * read when the server starts. The server runs its TypeScript as it is, with no build to compile
 * Lingui's macros away, so its texts are written as `i18n._({ id, message })` with ids of their
 * own, and the catalogues' messages are compiled here when read. A text a language lacks is
 * said in English.
 */

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales');

type CatalogueEntry = { message?: string; translation?: string };

function readCatalogue(language: LanguageCode): Record<string, CatalogueEntry> {
  const filename = path.join(localesDir, `${language}.po`);
  return formatter().parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: sourceLanguage, filename }) as Record<
    string,
    CatalogueEntry
  >;
}

/** A language's messages, compiled; English's where the language has no translation yet. */
function readMessages(language: LanguageCode, english: Record<string, CatalogueEntry>): Messages {
  const catalogue = readCatalogue(language);
  return Object.fromEntries(
    Object.entries(english).map(([id, entry]) => [
      id,
      compileMessage(catalogue[id]?.translation || entry.translation || entry.message || id),
    ]),
  );
}

let byLanguage: Map<LanguageCode, I18n> | null = null;

/** An `i18n` that says the server's texts in `language`. */
export function mailWordsIn(language: LanguageCode): I18n {
  if (!byLanguage) {
    const english = readCatalogue(sourceLanguage);
    byLanguage = new Map(
      languageCodes.map((code) => [code, setupI18n({ locale: code, messages: { [code]: readMessages(code, english) } })] as const),
    );
  }
  return byLanguage.get(language) ?? byLanguage.get(sourceLanguage)!;
}
