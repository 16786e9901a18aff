import { directionOf, pickLanguage } from './languages';

it("picks the first of a browser's languages the interface is written in, by its language alone", () => {
  expect(pickLanguage(['es-MX', 'en-US'], 'en')).toBe('es');
  expect(pickLanguage(['pt-BR', 'ja'], 'en')).toBe('ja');
  expect(pickLanguage(['DE-at'], 'en')).toBe('de');
});

it("falls back to the community's language when the interface speaks none of the browser's", () => {
  expect(pickLanguage(['pt-BR', 'ko'], 'fr')).toBe('fr');
  expect(pickLanguage([], 'es')).toBe('es');
});

it('knows Arabic is written right to left', () => {
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('ja')).toBe('ltr');
});
