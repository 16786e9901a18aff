import * as english from '../locales/en.po';
import { activateLanguage, addCatalogues, withEnglish } from './catalogues';
import { chooseLanguage } from './choose-language';
import { serverWordsCatalogues } from './server-words-catalogues';
import { communityLanguage } from '../start/community-settings';

/** The shell's catalogues (those of `locales/` itself: its subfolders are catalogues apart). */
const shellCatalogues = withEnglish(
  english.messages,
  (language) =>
    import(
      /* webpackChunkName: "shell-[request]", webpackInclude: /locales[\\/][^\\/]+\.po$/, webpackExclude: /en\.po$/ */ `../locales/${language}.po`
    ),
);

/** The shell's catalogues, its words for the server's refusals apart. */
export async function addShellCatalogues(): Promise<void> {
  await Promise.all([addCatalogues('shell', shellCatalogues), addCatalogues('shell:server-words', serverWordsCatalogues)]);
}

/**
 * A page's start, once its configuration is read: the shell's catalogues added, and the language
 * this browser wants shown, else the community's.
 */
export async function startLanguage(): Promise<void> {
  await addShellCatalogues();
  await activateLanguage(chooseLanguage(communityLanguage()));
}
