import * as english from '../locales/en.po';
import { activateLanguage, addCatalogues, withEnglish } from './catalogues';
import { chooseLanguage } from './choose-language';
import { communityLanguage } from '../start/community-settings';

/** The shell's catalogues. */
export const shellCatalogues = withEnglish(
  english.messages,
  (language) => import(/* webpackChunkName: "shell-[request]", webpackExclude: /en\.po$/ */ `../locales/${language}.po`),
);

/**
 * A page's start, once its configuration is read: the shell's catalogues added, and the language
 * this browser wants shown, else the community's.
 */
export async function startLanguage(): Promise<void> {
  await addCatalogues('shell', shellCatalogues);
  await activateLanguage(chooseLanguage(communityLanguage()));
}
