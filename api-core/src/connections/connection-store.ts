import type { UserRef } from 'api-contract/entities';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { decideFollow, decideUnfollow } from 'api-contract/rules/follow-rules';
import { reasons } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isCheckViolation, type Queryable } from '../db/database';
import { writeNamingRowThatMayBeGone } from '../db/refused';
import { refusalOfRacingBlock } from '../safety/interactions';

/** Adds or removes a bookmark as the contract's rule decides; the primary key keeps one per user and post. */
export async function changeBookmark(db: Queryable, user: UserRef, postId: string, adding: boolean): Promise<Result<string>> {
  const written = await writeNamingRowThatMayBeGone(
    () =>
      adding
        ? db.query('insert into bookmarks (user_id, post_id) values ($1, $2) on conflict do nothing', [user._id, postId])
        : db.query('delete from bookmarks where user_id = $1 and post_id = $2', [user._id, postId]),
    fail(404, reasons.postNotFound(postId)),
  );
  if (!written.ok) return written;
  const changed = written.value;
  // No row changed: it was already there (or already gone), whichever request came first.
  const decided = adding ? decideBookmark(changed.rowCount === 0) : decideRemoveBookmark(changed.rowCount === 1);
  return decided.ok ? succeed(postId) : decided;
}

/**
 * Follows or unfollows as the contract's rule decides; the key and checks keep it true under
 * races: a block committed since the caller checked for one is refused by the follows_unblocked
 * trigger, and answered as the check would have.
 */
export async function changeFollow(db: Queryable, user: UserRef, target: UserRef, following: boolean): Promise<Result<true>> {
  if (!following) {
    const { rowCount } = await db.query('delete from follows where follower_id = $1 and followee_id = $2', [user._id, target._id]);
    return decideUnfollow(rowCount === 1);
  }
  const allowed = decideFollow(user, target, false);
  if (!allowed.ok) return allowed;
  const written = await writeNamingRowThatMayBeGone(
    () => db.query('insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing', [user._id, target._id]),
    fail(404, reasons.userNotFound(target._id)),
  ).catch((error: unknown) => {
    if (isCheckViolation(error, 'follows_unblocked')) return refusalOfRacingBlock(db, user, target._id);
    throw error;
  });
  return written.ok ? decideFollow(user, target, written.value.rowCount === 0) : written;
}
