import { isMentionable, isTag, mentionedUsernames, normalizeTag, parseRichText, tagsIn } from './rich-text';

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
  expect(mentionedUsernames(['@bob@example.org and @BOB@EXAMPLE.ORG'])).toEqual(['bob@example.org']);
});

test('read where the community is, @name@<its own host> is its member name, and the text stays as written', () => {
  const here = { here: 'Social.Example' };
  expect(parseRichText('Hi @ada@social.example. And @bob@mastodon.social', here)).toEqual([
    { kind: 'text', text: 'Hi ' },
    { kind: 'mention', text: '@ada@social.example', username: 'ada' },
    { kind: 'text', text: '. And ' },
    { kind: 'mention', text: '@bob@mastodon.social', username: 'bob@mastodon.social' },
  ]);
  // Too short to be a member's name: nobody, as `@ab` is nobody.
  expect(parseRichText('@ab@social.example', here)).toEqual([{ kind: 'text', text: '@ab@social.example' }]);
  expect(mentionedUsernames(['@Ada@SOCIAL.EXAMPLE and @ada'], here)).toEqual(['Ada']);
  expect(mentionedUsernames(['@ada@social.example:443'], here)).toEqual(['ada']);
  // Read anywhere else, it is someone of that server.
  expect(mentionedUsernames(['@ada@social.example'])).toEqual(['ada@social.example']);
  // A community at a host with neither dot nor port still names its own.
  expect(mentionedUsernames(['@ada@localhost', '@bob@home'], { here: 'localhost' })).toEqual(['ada']);
});

test('a dot ending a mention ends the sentence, not the name', () => {
  expect(mentionedUsernames(['Thanks @ada.'])).toEqual(['ada']);
});

test('each person and each tag is named once, any letter case, in the order first written', () => {
  expect(mentionedUsernames(['@Ada and @bob', 'again @ADA'])).toEqual(['Ada', 'bob']);
  expect(tagsIn('#Rust #rust', '#RUST #go')).toEqual(['rust', 'go']);
});

test('a tag is letters, digits and "_" with a letter, at most 50 long, normalized to lower case NFKC', () => {
  expect(isTag('café')).toBe(true);
  expect(isTag('2024')).toBe(false);
  expect(isTag('$%^')).toBe(false);
  expect(isTag('a'.repeat(51))).toBe(false);
  expect(normalizeTag('ＣＡＦÉ')).toBe('café');
});

test('a person is mentionable when @ and their name read back as them: a name of elsewhere a mention cannot spell is not', () => {
  expect(['omarh', 'bob@peer.example', 'Bob@Peer.Example', 'carol@localhost:3000'].map(isMentionable)).toEqual([true, true, true, true]);
  expect(['john-doe@blog.example', '.bob@peer.example', 'zoë@peer.example', 'ab'].map(isMentionable)).toEqual([false, false, false, false]);
});
