import { newPasswordProblem } from 'api-contract/rules/password-rules';
import type { PasswordAsked, PasswordJudged } from './password-judge-messages';

type Waiting = { resolve: (problem: string | null) => void; reject: (reason: unknown) => void; asked: PasswordAsked };

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** In the page itself, where there is no worker (jest's jsdom) or the worker could not judge. */
const judgeHere = ({ password, personal }: PasswordAsked) => newPasswordProblem(password, personal);

/** The worker is given up: what it was asked, and everything after, is judged in the page. */
function giveUpWorker() {
  worker?.terminate();
  worker = null;
  for (const { resolve, reject, asked } of waiting.values()) judgeHere(asked).then(resolve, reject);
  waiting.clear();
}

/**
 * The worker that judges, made on first use; null once it could not start or could not load the
 * rule (its script or the dictionaries' chunks failed to load).
 */
function judgeWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(
      /* webpackEntryOptions: { filename: "password-judge.js" } */ new URL('./password-judge.worker.ts', import.meta.url),
      { name: 'password-judge' },
    );
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', ({ data }: MessageEvent<PasswordJudged>) => {
    if ('failed' in data) return giveUpWorker();
    waiting.get(data.id)?.resolve(data.problem);
    waiting.delete(data.id);
  });
  worker.addEventListener('error', giveUpWorker);
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
