import { isTag, mentionedUsernames, normalizeTag, parseRichText, tagsIn } from './rich-text';

test('a text is cut into plain text, mentions and tags, which join back into it', () => {
  const text = 'Hi @ada.lovelace, see #Café and #rust_lang.';
  const parts = parseRichText(text);
  expect(parts).toEqual([
    { kind: 'text', text: 'Hi ' },
    { kind: 'mention', text: '@ada.lovelace', username: 'ada.lovelace' },
    { kind: 'text', text: ', see ' },
    { kind: 'tag', text: '#Café', tag: 'café' },
    { kind: 'text', text: ' and ' },
    { kind: 'tag', text: '#rust_lang', tag: 'rust_lang' },
    { kind: 'text', text: '.' },
  ]);
  expect(parts.map((part) => part.text).join('')).toBe(text);
});

test('an email address, a number, C#, a too short name and a lone sign are plain text', () => {
  for (const text of ['write to ada@example.org', 'room #1', 'I like C#', 'hi @ab', '@ and #', 'a@@ada', 'x#tag']) {
    expect(parseRichText(text)).toEqual([{ kind: 'text', text }]);
  }
});

test('someone of another server is @name@host, their host in lower case; a dot ending it ends the sentence', () => {
  expect(parseRichText('Hi @Bob@Mastodon.Social. And @al@localhost:3252!')).toEqual([
    { kind: 'text', text: 'Hi ' },
    { kind: 'mention', text: '@Bob@Mastodon.Social', username: 'Bob@mastodon.social' },
    { kind: 'text', text: '. And ' },
    { kind: 'mention', text: '@al@localhost:3252', username: 'al@localhost:3252' },
    { kind: 'text', text: '!' },
  ]);
  // A host with neither a dot nor a port is no server: the whole is text, and mentions nobody here either.
  expect(parseRichText('@ada@home')).toEqual([{ kind: 'text', text: '@ada@home' }]);
  expect(mentionedUsernames('@bob@example.org and @BOB@EXAMPLE.ORG')).toEqual(['bob@example.org']);
});

test('a dot ending a mention ends the sentence, not the name', () => {
  expect(mentionedUsernames('Thanks @ada.')).toEqual(['ada']);
});

test('each person and each tag is named once, any letter case, in the order first written', () => {
  expect(mentionedUsernames('@Ada and @bob', 'again @ADA')).toEqual(['Ada', 'bob']);
  expect(tagsIn('#Rust #rust', '#RUST #go')).toEqual(['rust', 'go']);
});

test('a tag is letters, digits and "_" with a letter, at most 50 long, normalized to lower case NFKC', () => {
  expect(isTag('café')).toBe(true);
  expect(isTag('2024')).toBe(false);
  expect(isTag('$%^')).toBe(false);
  expect(isTag('a'.repeat(51))).toBe(false);
  expect(normalizeTag('ＣＡＦÉ')).toBe('café');
});
