import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { cataloguePackages as packages, readCatalogue as catalogue, workspaceRoot } from '../../lingui/catalogues';

// The contract's list (tooling depends on no workspace package: read as the catalogues' tooling reads it).
const { languages } = JSON.parse(readFileSync(path.join(workspaceRoot, 'api-contract/src/languages.json'), 'utf8')) as {
  languages: { code: string }[];
};
const sourceLanguage = 'en';
const translations = languages.map(({ code }) => code).filter((code) => code !== sourceLanguage);

/** The names a message fills in (`{name}`, `{count, plural, ...}`) and its elements (`<0>`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(`{${token.arg}}`);
        for (const kase of token.cases) visit(kase.tokens);
      }
      if (token.type === 'content') for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

test('every package with words for people has catalogues', () => {
  expect(packages).toContain('shell');
});

describe.each(packages)('%s', (pkg) => {
  const english = catalogue(pkg, sourceLanguage);

  test.each(translations)('%s has every message, with the same placeholders as the English', (language) => {
    const translated = catalogue(pkg, language);
    const problems: string[] = [];
    // A message with an id of its own (the server's mail) has its English as the English catalogue's translation.
    for (const [id, { message = english[id]?.translation ?? '' }] of Object.entries(english)) {
      const translation = translated[id]?.translation ?? '';
      if (!translation) problems.push(`missing: "${message}"`);
      else if (placeholders(translation).join() !== placeholders(message).join()) {
        problems.push(
          `"${message}" fills ${placeholders(message).join(' ') || 'nothing'}, "${translation}" fills ${placeholders(translation).join(' ') || 'nothing'}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

// Every package's catalogue goes into the page's one `i18n`, where a message's id is made from its
// English (and context): the same English in two packages is one message, whichever loads last
// says it. So it must say the same in each, or carry a context of its own (docs/i18n.md).
test.each(translations)('%s: a message several packages share says the same in each', (language) => {
  const said = new Map<string, { pkg: string; translation: string }>();
  const differing: string[] = [];
  for (const pkg of packages) {
    for (const [id, { message = '', translation = '' }] of Object.entries(catalogue(pkg, language))) {
      const earlier = said.get(id);
      if (earlier && earlier.translation !== translation) {
        differing.push(`"${message}": ${earlier.pkg} says "${earlier.translation}", ${pkg} says "${translation}"`);
      }
      said.set(id, { pkg, translation });
    }
  }
  expect(differing).toEqual([]);
});

test("every package's catalogues hold exactly the messages of its code (`pnpm i18n:extract` was run)", () => {
  // Lingui's extraction is ES modules only: run in a process of its own, whose words a failure shows.
  const script = path.join(workspaceRoot, 'tooling/scripts/catalogues-up-to-date.mjs');
  let problems = '';
  try {
    execFileSync(process.execPath, [script], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    problems = (error as { stderr?: string }).stderr ?? String(error);
  }
  expect(problems).toBe('');
}, 60_000);
