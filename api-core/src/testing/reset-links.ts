import { limits } from 'api-contract/limits';
import type { Queryable } from '../db/database';

/**
 * Moves every password reset link back past the time it works, as an hour passing does: for the
 * tests of an expired link, without waiting.
 */
export async function letResetLinksExpire(db: Queryable): Promise<void> {
  await db.query(
    `update password_resets set created_at = created_at - make_interval(mins => $1 + 1), expires_at = expires_at - make_interval(mins => $1 + 1)`,
    [limits.passwordResetMinutes],
  );
}
