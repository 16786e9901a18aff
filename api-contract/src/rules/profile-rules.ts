import type { UserRef } from '../entities';
import * as reasons from '../reasons';
import { fail, succeed, type Result } from './result';

/** An edit that names another user (by username or id) is refused: one edits only one's own profile. */
export function checkProfileOwner(claimed: { username?: unknown; _id?: unknown }, user: UserRef): Result<true> {
  const named = claimed.username ?? claimed._id;
  if (named === undefined || named === user.username || named === user._id) return succeed(true);
  return fail(400, reasons.editForeignProfile);
}
