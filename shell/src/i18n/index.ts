/** The interface's language: the page's one Lingui `i18n`, filled with each package's catalogues. */
export { activateLanguage, addCatalogues, addModuleCatalogues, intlLanguage, withEnglish, type CatalogueLoader } from './catalogues';
export { chooseLanguage, languageStorageKey } from './choose-language';
export { LanguageRoot } from './language-root';
export { keepLanguage, languageSaga, rememberLanguage } from './language-choice';
export { LanguageSelect } from './language-select';
export { serverWordsFor } from './server-words-catalogues';
export { addShellCatalogues, startLanguage } from './shell-catalogues';
