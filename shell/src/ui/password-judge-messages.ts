/** A password to judge, sent to the password worker (password-judge.worker.ts). */
export type PasswordAsked = { id: number; password: string; personal: readonly string[] };
/** Its answer: why the password may not be chosen, or null; `failed` when the rule could not load. */
export type PasswordJudged = { id: number; problem: string | null } | { id: number; failed: true };
