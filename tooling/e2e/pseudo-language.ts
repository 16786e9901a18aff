import type { Locator, Page } from '@playwright/test';
import pseudolocale from 'pseudolocale';
import { plainWords } from './plain-words';

/**
 * The browser tests' pseudo-language (shell/src/i18n: `localStorage.language = 'pseudo'`): every
 * text of the interface with its letters accented as Lingui's pseudo-localization writes them
 * ("Home" is "Ĥōḿē"), so a text written outside a catalogue is the one left plain.
 */

const accented = (letter: string) => pseudolocale(letter, { prepend: '', append: '' });
const escaped = (character: string) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A name as the tests write it in English, matched in English or in the pseudo-language, letter
 * by letter: a sentence with a username in it ("Posts by priyanair") has its words accented and
 * the name not ("Ƥōśţś ßŷ priyanair"). Like Playwright's own matching of a name given as text: a
 * part of it, whatever the case, unless `exact`.
 */
export function eitherForm(text: string, exact = false): RegExp {
  const pattern = [...text]
    .map((character) => {
      const forms = new Set([
        character.toLowerCase(),
        character.toUpperCase(),
        accented(character.toLowerCase()),
        accented(character.toUpperCase()),
      ]);
      return forms.size === 1 ? escaped(character) : `(?:${[...forms].map(escaped).join('|')})`;
    })
    .join('');
  return new RegExp(exact ? `^${pattern}$` : pattern);
}

type Named = { name?: string | RegExp; exact?: boolean; hasText?: string | RegExp; hasNotText?: string | RegExp };

const inEitherForm = <O extends Named | undefined>(options: O): O => {
  if (!options) return options;
  const { exact, ...rest } = options;
  const named: Named = { ...rest };
  if (typeof options.name === 'string') named.name = eitherForm(options.name, exact);
  else if (exact !== undefined) named.exact = exact;
  if (typeof options.hasText === 'string') named.hasText = eitherForm(options.hasText);
  if (typeof options.hasNotText === 'string') named.hasNotText = eitherForm(options.hasNotText);
  return named as O;
};

/** The finders whose words the proxy reads in either form. */
const byText = new Set(['getByText', 'getByLabel', 'getByPlaceholder', 'getByTitle']);

function speaking<T extends Page | Locator>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const name = String(property);
        if (name === 'getByRole') args[1] = inEitherForm(args[1] as Named | undefined);
        else if (byText.has(name) && typeof args[0] === 'string') args[0] = eitherForm(args[0], (args[1] as Named | undefined)?.exact);
        else if (name === 'filter' || name === 'locator') args[args.length - 1] = inEitherForm(args.at(-1) as Named | undefined);
        const result = (value as (...a: unknown[]) => unknown).apply(object, args);
        return isLocator(result) ? speaking(result) : result;
      };
    },
  });
}

const isLocator = (value: unknown): value is Locator =>
  typeof value === 'object' && value !== null && 'getByRole' in value && 'click' in value && !('goto' in value);

/**
 * `page` whose finders take the tests' English and find it in the pseudo-language too, so a
 * screen's usual steps (screens.ts) open it whatever the language.
 */
export const findingPseudoWords = (page: Page): Page => speaking(page);

/** The texts of the page written outside a catalogue (`plainWords`), in the pseudo-language. */
export const untranslatedTexts = (page: Page): Promise<string[]> => page.locator('body').evaluate(plainWords);
