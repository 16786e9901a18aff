import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { limits } from '../limits';

/**
 * The lowest zxcvbn score a new password may have. 3 is "safely unguessable": about 10^8
 * guesses, out of reach of an online attack and slow against a stolen argon2id hash. A password
 * among the common ones, a dictionary word with digits, or one's own name scores lower.
 */
export const passwordScoreMin = 3;

/** Why a password scored too low, when zxcvbn gives no warning of its own. */
const tooEasy = 'Password is too easy to guess: add a word or two, or make it longer.';

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the common passwords and the English dictionaries, loaded on first use: on a page
 * they are their own chunks (about 1 MB), fetched only when someone types a new password.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      }),
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is asked for again next time.
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/**
 * Why `password` may not be a new password, in words, or null when it may: shorter than
 * `passwordMin`, or too easy to guess (common, a word with digits, or made of `personal` such as
 * the username and names). Signup and password change judge with this on the server, and the
 * forms with the same before they send. An existing password is never judged: it still logs in.
 */
export async function newPasswordProblem(password: string, personal: readonly string[] = []): Promise<string | null> {
  if (password.length < limits.passwordMin) return `Password must be at least ${limits.passwordMin} characters.`;
  const zxcvbn = await loadChecker();
  const { score, feedback } = zxcvbn.check(password.slice(0, limits.passwordMax), personal.filter(Boolean));
  if (score >= passwordScoreMin) return null;
  return feedback.warning ? `Password is too easy to guess: ${lowerFirst(feedback.warning)}` : tooEasy;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
