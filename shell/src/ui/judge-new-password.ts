import { newPasswordProblem } from 'api-contract/rules/password-rules';
import type { PasswordAsked, PasswordJudged } from './password-judge-messages';

type Waiting = { resolve: (problem: string | null) => void; reject: (reason: Error) => void; asked: PasswordAsked };

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** In the page itself, where there is no worker (jest's jsdom) or the worker could not start. */
const judgeHere = ({ password, personal }: PasswordAsked) => newPasswordProblem(password, personal);

/**
 * The worker that judges, made on first use. When its script fails to load, what it was asked is
 * judged in the page instead, as everything after.
 */
function judgeWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  worker = new Worker(/* webpackEntryOptions: { filename: "password-judge.js" } */ new URL('./password-judge.worker.ts', import.meta.url), {
    name: 'password-judge',
  });
  worker.addEventListener('message', ({ data }: MessageEvent<PasswordJudged>) => {
    const asker = waiting.get(data.id);
    waiting.delete(data.id);
    if ('failed' in data) asker?.reject(new Error('The password rule could not load.'));
    else asker?.resolve(data.problem);
  });
  worker.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    for (const { resolve, reject, asked } of waiting.values()) judgeHere(asked).then(resolve, reject);
    waiting.clear();
  });
  return worker;
}

/**
 * Why `password` may not be a new password, or null (the contract's rule, newPasswordProblem),
 * judged in a worker so that the page never waits on it.
 */
export function judgeNewPassword(password: string, personal: readonly string[]): Promise<string | null> {
  const asked: PasswordAsked = { id: ++lastId, password, personal };
  const judge = judgeWorker();
  if (!judge) return judgeHere(asked);
  return new Promise((resolve, reject) => {
    waiting.set(asked.id, { resolve, reject, asked });
    judge.postMessage(asked);
  });
}
