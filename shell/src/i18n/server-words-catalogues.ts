import { i18n, type Messages } from '@lingui/core';
import { sourceLanguage } from 'api-contract/languages';
import type { ApiErrorCode } from 'api-contract/api-error';
import type { CatalogueLoader } from './catalogues';
import type { serverWords as ServerWords } from './server-words';

/** The words for the server's refusals, once another language than English has been shown. */
let loadedWords: typeof ServerWords = {};

/** The catalogue of the words for the server's refusals in `language`, a chunk of its own. */
const catalogueOf = (language: string): Promise<{ messages: Messages }> =>
  import(/* webpackChunkName: "server-words-[request]", webpackExclude: /en\.po$/ */ `../locales/server-words/${language}.po`);

/**
 * The catalogues of the words for the server's refusals: none for English, whose page shows the
 * answers' own words, so a first visit in English fetches neither them nor their table. Another
 * language loads both, before it is shown (`activateLanguage` waits for every catalogue).
 */
export const serverWordsCatalogues: CatalogueLoader = async (language) => {
  if (language === sourceLanguage) return { messages: {} };
  const [{ serverWords }, catalogue] = await Promise.all([
    import(/* webpackChunkName: "server-words" */ './server-words'),
    catalogueOf(language),
  ]);
  loadedWords = serverWords;
  return catalogue;
};

/**
 * What a refusal says to the reader: the server's own words on an English page (the spec's, to
 * the letter), else the words of its code in the reader's language, when the code has some.
 */
export function serverWordsFor(code: ApiErrorCode | undefined, message: string): string {
  if (i18n.locale === sourceLanguage || code === undefined) return message;
  const words = loadedWords[code];
  return words ? i18n._(words) : message;
}
