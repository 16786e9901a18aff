import { isLanguageCode, pickLanguage, sourceLanguage, type LanguageCode } from 'api-contract/languages';
import { pseudoLanguage, type InterfaceLanguage } from './catalogues';

/** Where this browser keeps the language a person chose (before sign-in too). */
export const languageStorageKey = 'language';

/**
 * The language a person chose on this browser, else the first of the browser's the interface
 * speaks, else `fallback` (the community's).
 */
export function chooseLanguage(fallback: LanguageCode = sourceLanguage): InterfaceLanguage {
  const chosen = localStorage.getItem(languageStorageKey);
  if (chosen && (isLanguageCode(chosen) || chosen === pseudoLanguage)) return chosen;
  return pickLanguage(navigator.languages ?? [navigator.language], fallback);
}
