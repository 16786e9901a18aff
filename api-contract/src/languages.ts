import list from './languages.json';

/**
 * The languages the interface is written in (a person's choice, a community's default). The
 * list itself is data (`languages.json`), which the catalogues' tooling reads too.
 */
export type LanguageCode = 'en' | 'es' | 'de' | 'fr' | 'ja' | 'ar';
export type Language = { readonly code: LanguageCode; readonly name: string; readonly dir: 'ltr' | 'rtl' };

export const languages = list.languages as readonly Language[];
export const languageCodes = languages.map(({ code }) => code);
export const sourceLanguage: LanguageCode = 'en';

const codes = new Set<string>(languageCodes);
export const isLanguageCode = (code: string): code is LanguageCode => codes.has(code);

/**
 * The first of `preferred` (a browser's `navigator.languages`: `es-MX`, `de`...) the interface is
 * written in, by its language alone; `fallback` when none is.
 */
export function pickLanguage(preferred: readonly string[], fallback: LanguageCode): LanguageCode {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguageCode(code)) return code;
  }
  return fallback;
}

export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => languages.find((language) => language.code === code)?.dir ?? 'ltr';
