import { withMention, withRefused } from '../store/reply-form-reducer';

test.each([
  [undefined, '@lenaf ', '@lenaf '],
  ['', '@lenaf ', '@lenaf '],
  ['  ', '@lenaf ', '@lenaf '],
  ['see you there', '@lenaf ', '@lenaf see you there'],
  ['@lenaf see you there', '@lenaf ', '@lenaf see you there'],
  ['@omarh hi', '@lenaf ', '@lenaf @omarh hi'],
  ['see you there', '', 'see you there'],
])('Reply on a draft of %p naming %p puts %p in the form', (text, mention, expected) => {
  expect(withMention(text, mention)).toBe(expected);
});

test.each([
  ['Still open?', undefined, 'Still open?'],
  ['Still open?', ' ', 'Still open?'],
  ['Still open?', '@lenaf ', 'Still open? @lenaf '],
  ['Still open?\n', 'And Mondays?', 'Still open?\nAnd Mondays?'],
])('a refused %p back in a form holding %p reads %p', (refused, since, expected) => {
  expect(withRefused(refused, since)).toBe(expected);
});
