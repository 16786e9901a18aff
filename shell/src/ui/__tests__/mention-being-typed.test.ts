/** @jest-environment-options {"pglite": "lazy"} */
import { parseRichText } from 'api-contract/rich-text';
import { mentionBeingTyped } from '../mention-being-typed';

const end = (text: string) => text.length;

test.each([
  ['@g', { start: 0, partial: 'g' }],
  ['Hi @pri', { start: 3, partial: 'pri' }],
  ['(@priya', { start: 1, partial: 'priya' }],
  ['line\n@ken', { start: 5, partial: 'ken' }],
  ['@john.d', { start: 0, partial: 'john.d' }],
  ['@' + 'a'.repeat(20), { start: 0, partial: 'a'.repeat(20) }],
])('%j at its end is a mention being typed', (text, expected) => {
  expect(mentionBeingTyped(text, end(text))).toEqual(expected);
});

test.each([
  ['no @ at all', 'plain words'],
  ['an @ alone', 'Hi @'],
  ['an email address', 'write to ada@exa'],
  ['a second @', 'Hi @@gu'],
  ['a finished mention', 'Hi @guest '],
  ['a name longer than any username', '@' + 'a'.repeat(21)],
  ['a sentence ended after a name', 'Thanks @guest.'],
  ['a tag', 'Going #kayak'],
])('%s is not a mention being typed', (_case, text) => {
  expect(mentionBeingTyped(text, end(text))).toBeNull();
});

test('the caret inside a name is not the end of a mention being typed', () => {
  expect(mentionBeingTyped('Hi @guest', 6)).toBeNull();
  expect(mentionBeingTyped('Hi @gu and more', 6)).toEqual({ start: 3, partial: 'gu' });
});

test('wherever it offers names, the chosen name reads as a mention to the contract', () => {
  for (const text of ['@g', 'Hi @pri', '(@priya', 'line\n@ken']) {
    const typing = mentionBeingTyped(text, end(text))!;
    const chosen = `${text.slice(0, typing.start)}@priyanair `;
    expect(parseRichText(chosen)).toContainEqual({ kind: 'mention', text: '@priyanair', username: 'priyanair' });
  }
});
