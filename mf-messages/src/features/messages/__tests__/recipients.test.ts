import { recipientsIn } from '../store/recipients';

test.each([
  ['priyanair', ['priyanair']],
  ['@priyanair', ['priyanair']],
  ['@priyanair, @omarh', ['priyanair', 'omarh']],
  ['priyanair,omarh  kenjisato', ['priyanair', 'omarh', 'kenjisato']],
  ['  @omarh ,, @omarh\n@@lenaf ', ['omarh', 'lenaf']],
  ['', []],
  [' , @ ', []],
])('"%s" names %j', (field, usernames) => {
  expect(recipientsIn(field)).toEqual(usernames);
});
