import type { Failure } from 'api-contract/rules/result';

/**
 * A refusal thrown out of a transaction's work so that the transaction rolls back, then caught
 * again as the refusal it is: `db.transaction(work).catch(Refused.result)`. Any other error goes on.
 */
export class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }

  static readonly result = (error: unknown): Failure => {
    if (error instanceof Refused) return error.failure;
    throw error;
  };
}
