import { limits } from '../limits';
import { newPasswordProblem } from './password-rules';

describe('a new password', () => {
  it.each(['password', 'iloveyou1', 'qwertyuiop', 'abcd1234'])('%s, among the common ones, is refused in words', async (password) => {
    expect(await newPasswordProblem(password)).toMatch(/^Password is too easy to guess: \w/);
  });

  it('shorter than the least is refused for its length, before anything else', async () => {
    expect(await newPasswordProblem('Zq8#')).toBe(`Password must be at least ${limits.passwordMin} characters.`);
  });

  it("made of the person's own name is refused, though it would pass for someone else", async () => {
    expect(await newPasswordProblem('zorbulaxian7', [])).toBeNull();
    expect(await newPasswordProblem('zorbulaxian7', ['zorbulaxian'])).toMatch(/^Password is too easy to guess/);
  });

  it.each(['lantern orchard velvet', 'analytical-engine-1843', 'Tr0ub4dor&3x'])('%s is fine', async (password) => {
    expect(await newPasswordProblem(password)).toBeNull();
  });
});
