import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import pseudolocale from 'pseudolocale';
import { cataloguePackages, readCatalogue, workspaceRoot } from '../lingui/catalogues';

/**
 * The browser tests write a screen's steps once, in English ("click New Post"), and take them in
 * any language of the app: a text the tests name is found in the page's language through the
 * catalogues, as the app itself writes it ("Nueva publicación"), people's own words (a caption, a
 * username) as they are. So the screens of `screens.ts` open in Spanish or Arabic for their
 * screenshots, and in the pseudo-language for the test that no text escapes a catalogue.
 */

const pseudoLanguage = 'pseudo';

type Message = { source: string; translation: string };

function messagesIn(language: string): Message[] {
  const messages: Message[] = [];
  // The pseudo-language is English, accented as it is read (`translated`).
  const written = language === pseudoLanguage ? 'en' : language;
  for (const pkg of cataloguePackages) {
    if (!existsSync(path.join(workspaceRoot, pkg, 'src/locales', `${written}.po`))) continue;
    for (const { message = '', translation } of Object.values(readCatalogue(pkg, written))) {
      if (message) messages.push({ source: message, translation: translation || message });
    }
  }
  return messages;
}

type Value = string | number;
type Arguments = Map<string, Value[]>;

/** Each argument a message fills in, with the values worth trying for `text`: its numbers for a plural, each case of a select. */
function argumentsOf(message: string, numbers: number[]): Arguments {
  const found: Arguments = new Map();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' && !found.has(token.arg)) found.set(token.arg, [sentinel(found.size)]);
      if (token.type === 'function') found.set(token.arg, numbers);
      if (token.type === 'plural') found.set(token.arg, numbers.length ? numbers : [1, 2]);
      if (token.type === 'select')
        found.set(
          token.arg,
          token.cases.map((kase) => kase.key),
        );
      if (token.type === 'plural' || token.type === 'select') for (const kase of token.cases) visit(kase.tokens);
    }
  };
  visit(parse(message));
  return found;
}

/** A stand-in for a word the message is given, which no language's text contains (a private-use character). */
const sentinel = (index: number) => `\uE000${index}\uE000`;
const sentinelPattern = /\uE000(\d+)\uE000/g;

function* assignments(args: Arguments): Generator<Record<string, Value>> {
  const entries = [...args];
  function* from(index: number, chosen: Record<string, Value>): Generator<Record<string, Value>> {
    const entry = entries[index];
    if (!entry) {
      yield { ...chosen };
      return;
    }
    const [name, values] = entry;
    for (const value of values) yield* from(index + 1, { ...chosen, [name]: value });
  }
  yield* from(0, {});
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A message's elements (`<0>…</0>`) are markup on the page, not text: a text the tests name is
 * the whole message with its elements' words (`whole`), or else the words around them (`around`):
 * "Image 2 of 3" of "Image {number} of {count}<0>: {description}</0>".
 */
type Reading = 'whole' | 'around';
const textOf = (message: string, reading: Reading) =>
  (reading === 'whole' ? message : message.replace(/<(\d+)>.*?<\/\1>/g, '')).replace(/<\/?\d+\/?>/g, '');
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A space of any kind, as the page may write it (French writes "publiée !" with a no-break space). */
const anySpace = (pattern: string) => pattern.replace(/ /g, '\\s+');

class Words {
  private readonly i18n: I18n;
  private readonly messages: Message[];
  private readonly known = new Map<string, string[]>();

  constructor(private readonly language: string) {
    this.messages = messagesIn(language);
    this.i18n = setupI18n({ locale: 'en', messages: { en: {}, [language]: {} } });
    // Messages are compiled as the app's build compiles them (@lingui/loader), here on first use.
    this.i18n.setMessagesCompiler(compileMessage);
  }

  /** `text` as the page writes it in this language: every reading of it the catalogues give, and itself. */
  readings(text: string): string[] {
    const cached = this.known.get(text);
    if (cached) return cached;
    const readings = new Set([text]);
    const numbers = [...text.matchAll(/\d+/g)].map(([digits]) => Number(digits));
    for (const reading of ['whole', 'around'] as const) {
      for (const message of this.messages) {
        for (const values of assignments(argumentsOf(message.source, numbers))) {
          const filled = this.matching(text, message.source, values, reading);
          if (filled) readings.add(this.translated(message, filled, reading));
        }
      }
      if (readings.size > 1) break;
    }
    this.known.set(text, [...readings]);
    return [...readings];
  }

  /** The values that make `source` read `text` in English, or null. */
  private matching(text: string, source: string, values: Record<string, Value>, reading: Reading): Record<string, Value> | null {
    const english = normalized(textOf(this.render('en', source, values), reading));
    const seen = new Set<string>();
    const pattern = escaped(english).replace(sentinelPattern, (_, index: string) => {
      const group = `a${index}`;
      if (seen.has(group)) return `\\k<${group}>`;
      seen.add(group);
      return `(?<${group}>.+?)`;
    });
    const found = new RegExp(`^${pattern}$`).exec(text);
    if (!found) return null;
    return Object.fromEntries(
      Object.entries(values).map(([name, value]): [string, Value] => {
        const index = typeof value === 'string' ? /^\uE000(\d+)\uE000$/.exec(value)?.[1] : undefined;
        // A word given to an element's part the text does not include reads as nothing.
        return [name, index === undefined ? value : (found.groups?.[`a${index}`] ?? '')];
      }),
    );
  }

  private translated(message: Message, values: Record<string, Value>, reading: Reading): string {
    if (this.language !== pseudoLanguage) return normalized(textOf(this.render(this.language, message.translation, values), reading));
    // The pseudo-language accents the message's own letters, never the words it is given.
    const stand = Object.fromEntries(
      Object.entries(values).map(([name, value], index) => [name, typeof value === 'string' ? sentinel(index) : value]),
    );
    const accented = pseudolocale(normalized(textOf(this.render('en', message.source, stand), reading)), { prepend: '', append: '' });
    const byIndex = Object.values(values);
    return accented.replace(sentinelPattern, (_, index: string) => String(byIndex[Number(index)]));
  }

  private render(language: string, message: string, values: Record<string, Value>): string {
    if (this.i18n.locale !== language) this.i18n.activate(language);
    return this.i18n._({ id: `${language}:${message}`, message, values });
  }
}

const wordsByLanguage = new Map<string, Words>();
const wordsIn = (language: string) => {
  if (!wordsByLanguage.has(language)) wordsByLanguage.set(language, new Words(language));
  return wordsByLanguage.get(language)!;
};

/**
 * A name the tests write in English, matched in English or in `language`: like Playwright's own
 * matching of a name given as text, a part of it whatever the case, unless `exact`.
 */
export function inLanguage(language: string, text: string, exact = false): RegExp {
  const either = wordsIn(language)
    .readings(normalized(text))
    .map((reading) => anySpace(escaped(reading)))
    .join('|');
  return exact ? new RegExp(`^(?:${either})$`) : new RegExp(either, 'i');
}

type Named = { name?: string | RegExp; exact?: boolean; hasText?: string | RegExp; hasNotText?: string | RegExp };

function namedIn<O extends Named | string | undefined>(language: string, options: O): O {
  if (!options || typeof options !== 'object') return options;
  const { exact, ...rest } = options;
  const named: Named = { ...rest };
  if (typeof options.name === 'string') named.name = inLanguage(language, options.name, exact);
  else if (exact !== undefined) named.exact = exact;
  if (typeof options.hasText === 'string') named.hasText = inLanguage(language, options.hasText);
  if (typeof options.hasNotText === 'string') named.hasNotText = inLanguage(language, options.hasNotText);
  return named as O;
}

/** The finders that take words, whose words are read in the page's language. */
const byText = new Set(['getByText', 'getByLabel', 'getByPlaceholder', 'getByTitle']);

function speaking<T extends Page | Locator>(target: T, language: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const name = String(property);
        if (name === 'getByRole') args[1] = namedIn(language, args[1] as Named | undefined);
        else if (byText.has(name) && typeof args[0] === 'string')
          args[0] = inLanguage(language, args[0], (args[1] as Named | undefined)?.exact);
        else if (name === 'filter' || name === 'locator')
          args[args.length - 1] = namedIn(language, args.at(-1) as Named | string | undefined);
        const result = (value as (...a: unknown[]) => unknown).apply(object, args);
        return isLocator(result) ? speaking(result, language) : result;
      };
    },
  });
}

const isLocator = (value: unknown): value is Locator =>
  typeof value === 'object' && value !== null && 'getByRole' in value && 'click' in value && !('goto' in value);

/**
 * `page` whose finders take the tests' English and find it written in `language` (a code of
 * api-contract's languages, or `pseudo`), so a screen's steps open it whatever the language.
 */
export const findingWordsIn = (page: Page, language: string): Page => speaking(page, language);
