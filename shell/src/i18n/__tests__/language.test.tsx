import { screen, within } from '@testing-library/react';
import { plainWords, renderApp, stopTestApi } from '../../testing/render-app';
import { SideNav } from '../../layout/side-nav';
import { chooseLanguage, languageStorageKey } from '../choose-language';
import { activateLanguage, addCatalogues, type CatalogueLoader } from '../catalogues';
import { i18n } from '@lingui/core';
import { startLanguage } from '../shell-catalogues';
import { resetCommunitySettings, setCommunitySettings } from '../../start/community-settings';

afterEach(stopTestApi);
afterEach(() => localStorage.clear());
afterEach(resetCommunitySettings);

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

test('a browser that asks for Spanish gets the navigation in Spanish, and the page says so', async () => {
  browserLanguages(['es-MX', 'en']);
  await renderApp(<SideNav />, { before: startLanguage });
  const navigation = screen.getByRole('navigation', { name: 'Navegación principal' });
  expect(await within(navigation).findByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
  expect(within(navigation).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'es');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test('a language chosen on this browser wins over what the browser asks for', () => {
  browserLanguages(['es']);
  localStorage.setItem(languageStorageKey, 'ja');
  expect(chooseLanguage()).toBe('ja');
});

test('a browser whose languages the interface does not speak gets English', () => {
  browserLanguages(['pt-BR', 'ko']);
  expect(chooseLanguage()).toBe('en');
});

test("a browser whose languages the interface does not speak gets the community's, as its operator set it", async () => {
  browserLanguages(['pt-BR']);
  setCommunitySettings({ defaultLanguage: 'fr' });
  await startLanguage();
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
});

test('Arabic lays the page out right to left', async () => {
  await startLanguage();
  await activateLanguage('ar');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('a language chosen while another still loads wins, whichever arrives first', async () => {
  // Spanish and Japanese arrive when the test says; any other language at once (later tests' too).
  const arrivals = new Map<string, () => void>();
  const held: CatalogueLoader = (language) =>
    language === 'es' || language === 'ja'
      ? new Promise((resolve) => arrivals.set(language, () => resolve({ messages: {} })))
      : Promise.resolve({ messages: {} });
  await addCatalogues('held', held);
  const spanish = activateLanguage('es');
  const japanese = activateLanguage('ja');
  arrivals.get('ja')!();
  await japanese;
  arrivals.get('es')!();
  await spanish;
  expect(i18n.locale).toBe('ja');
  expect(document.documentElement).toHaveAttribute('lang', 'ja');
});

test('the navigation has no word written outside a catalogue (the pseudo-language leaves none plain)', async () => {
  await renderApp(<SideNav />, { language: 'pseudo' });
  expect(await screen.findByRole('link', { name: 'Ĥōḿē' })).toBeInTheDocument();
  expect(plainWords(document.body)).toEqual([]);
});
