import { succeed, type Failure, type Result } from 'api-contract/rules/result';
import { isForeignKeyViolation } from './database';

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

/**
 * Runs `write`, a statement that names a row its call looked up before it: that row deleted
 * meanwhile by another request is `gone` (the contract's 404), not the database's foreign-key
 * error. The statement decides alone, so nothing is locked between the look-up and the write.
 * A statement that names several rows says which one is gone by the key the error names.
 */
export async function writeNamingRowThatMayBeGone<T>(
  write: () => Promise<T>,
  gone: Failure | ((constraint: string | undefined) => Failure),
): Promise<Result<T>> {
  try {
    return succeed(await write());
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return typeof gone === 'function' ? gone((error as { constraint?: string }).constraint) : gone;
  }
}
