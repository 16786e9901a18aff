import type { Reason } from './error-codes';
import * as reasons from './reasons';

/*
 * Code that answers or reads refusals imports `reasons.ts` (`import * as reasons`) and
 * `error-codes.ts`; this view of every refusal's words is for tests and the spec's texts, kept
 * apart so that no bundle that imports a refusal holds them all.
 */

type Reasons = typeof reasons;
type WordsOf<R> = R extends (...args: infer A) => Reason ? (...args: A) => string : string;

/** The words of each refusal alone, as the spec writes them: what tests and the spec's texts compare. */
export const messages = Object.fromEntries(
  Object.entries(reasons).map(([key, reason]) => [
    key,
    typeof reason === 'function' ? (...args: never[]) => (reason as (...made: never[]) => Reason)(...args).message : reason.message,
  ]),
  // Each value is made from its own refusal, which the mapped type says: a loop cannot check it.
) as unknown as { readonly [K in keyof Reasons]: WordsOf<Reasons[K]> };
