/// <reference lib="webworker" />
import { newPasswordProblem } from 'api-contract/rules/password-rules';
import type { PasswordAsked, PasswordJudged } from './password-judge-messages';

declare const self: DedicatedWorkerGlobalScope;

/**
 * Judges new passwords away from the page: loading zxcvbn's dictionaries and building its
 * matchers is seconds of work on a slow phone, which on the page's thread froze the screen
 * (signing up, the next screen waited for it).
 */
self.addEventListener('message', (event: MessageEvent<PasswordAsked>) => {
  const { id, password, personal } = event.data;
  const answer = (judged: PasswordJudged) => self.postMessage(judged);
  newPasswordProblem(password, personal).then(
    (problem) => answer({ id, problem }),
    () => answer({ id, failed: true }),
  );
});
