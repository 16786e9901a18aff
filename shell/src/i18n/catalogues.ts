import { i18n, type Messages } from '@lingui/core';
import { directionOf, isLanguageCode, sourceLanguage, type LanguageCode } from 'api-contract/languages';

/**
 * The tests' language: every English text accented ("Ĥōḿē"), never offered in Settings, so a text
 * written outside a catalogue shows up plain (shell/e2e/languages.spec.ts).
 */
export const pseudoLanguage = 'pseudo';
/** A language the interface can be shown in: one of the contract's, or the tests'. */
export type InterfaceLanguage = LanguageCode | typeof pseudoLanguage;

/** A package's catalogue of one language, loaded when that language is first wanted. */
export type CatalogueLoader = (language: InterfaceLanguage) => Promise<{ messages: Messages }>;

/**
 * Each package's catalogues, by package. This module is one instance in the page (the shell
 * provides it to the remotes at runtime, as it does Lingui's `i18n`), so the registry is kept
 * here, beside the one `i18n` it fills.
 */
const loaders = new Map<string, CatalogueLoader>();
const loaded = new Set<string>();

async function loadCatalogue(owner: string, load: CatalogueLoader, language: InterfaceLanguage): Promise<void> {
  const key = `${owner}:${language}`;
  if (loaded.has(key)) return;
  const { messages } = await load(language);
  // Lingui keeps the first object it is given for a language and adds later ones to it: a copy,
  // so no package's compiled catalogue is changed.
  i18n.load(language, { ...messages });
  loaded.add(key);
}

/**
 * Adds a package's catalogues (`owner`: its name), and loads the one of the language in use: a
 * remote calls it before it first renders, so its words are there when it does.
 */
export async function addCatalogues(owner: string, load: CatalogueLoader): Promise<void> {
  loaders.set(owner, load);
  const language = i18n.locale as InterfaceLanguage | '';
  if (language) await loadCatalogue(owner, load, language);
}

/** The language asked for last: a change asked for while another loads wins over it. */
let wanted: InterfaceLanguage | null = null;

/**
 * Shows the interface in `language`: every package's catalogue of it is loaded first, so no
 * screen switches part-way; then the page's `lang` and `dir` follow.
 */
export async function activateLanguage(language: InterfaceLanguage): Promise<void> {
  wanted = language;
  await Promise.all([...loaders].map(([owner, load]) => loadCatalogue(owner, load, language)));
  if (wanted !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language === pseudoLanguage ? sourceLanguage : language;
  document.documentElement.dir = language === pseudoLanguage ? 'ltr' : directionOf(language);
}

/** A remote's module's words (`catalogues` of its module), for the language in use. */
export async function addModuleCatalogues(module: { id: string; catalogues?: CatalogueLoader }): Promise<void> {
  if (module.catalogues) await addCatalogues(module.id, module.catalogues);
}

/**
 * A package's catalogues: English given as it is, in the package's own first chunk (a first
 * visit in English fetches no catalogue), the others through `load`, a chunk each, when chosen:
 * `withEnglish(english, (language) => import(`./locales/${language}.po`))`, the import marked
 * `webpackExclude: /en\.po$/` (without, webpack gives English a chunk of its own, fetched after
 * the package's first one).
 */
export const withEnglish =
  (english: Messages, load: CatalogueLoader): CatalogueLoader =>
  (language) =>
    language === sourceLanguage ? Promise.resolve({ messages: english }) : load(language);

/**
 * The language `Intl` writes dates, times and numbers in: null while the interface speaks English
 * (or the tests' pseudo-language), whose dates each screen writes as it always has.
 */
export function intlLanguage(): LanguageCode | null {
  const language = i18n.locale;
  return isLanguageCode(language) && language !== sourceLanguage ? language : null;
}
