import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { decideInteraction } from 'api-contract/rules/safety-rules';
import { fail, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { blocksBetween } from './safety-store';

/**
 * The one check of every call by which one person reaches another (a follow, a like or dislike,
 * a comment, a vote, a bookmark): refused with the contract's 403 when the caller and any of
 * `otherIds` (the author of the post, of the comment...) block one another, in either direction.
 */
export async function checkMayInteract(db: Queryable, user: UserRef, otherIds: readonly string[]): Promise<Result<true>> {
  return decideInteraction(await blocksBetween(db, user._id, otherIds));
}

/**
 * What a follow refused by the follows_unblocked trigger answers: a block committed between the
 * follow's check and its insert. Read again now, to tell the blocker from the blocked; a block
 * already undone meanwhile still refused this follow, in the words that tell nobody who did what.
 */
export async function refusalOfRacingBlock(db: Queryable, user: UserRef, otherId: string): Promise<Result<never>> {
  const refused = await checkMayInteract(db, user, [otherId]);
  return refused.ok ? fail(403, messages.cannotInteract) : refused;
}
