import type { UserRef } from 'api-contract/entities';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { decideFollow, decideUnfollow } from 'api-contract/rules/follow-rules';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isCheckViolation, type Database, type Queryable } from '../db/database';
import { writeNamingRowThatMayBeGone } from '../db/refused';
import { answerElsewhere } from '../federation/follow-answers';
import { askToFollowElsewhere, personElsewhere, stopFollowingElsewhere } from '../federation/following-elsewhere';
import type { Jobs, Platform } from '../platform';
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

/** What a follow did: followed at once, or asked a person who approves their followers. */
export type FollowOutcome = 'followed' | 'requested';

/**
 * Follows `target`, or asks them when they approve their followers, as the contract's rule
 * decides. A block committed since the caller checked for one is refused by the
 * follows_unblocked trigger (on a request too), and answered as the check would have.
 * `followUri` is the id of the Follow a person of another server sent (their server's inbox
 * asks): kept with the follow, for the Accept or Reject that names it.
 */
export async function startFollow(
  db: Database,
  user: UserRef,
  target: UserRef,
  followUri: string | null = null,
): Promise<Result<FollowOutcome>> {
  const allowed = decideFollow(user, target, false);
  if (!allowed.ok) return allowed;
  const { rows } = await db.query<{ approve_followers: boolean; domain: string | null }>(
    'select approve_followers, domain from users where id = $1',
    [target._id],
  );
  // A person of another server is asked through their server (followPerson, below).
  if (!rows[0] || rows[0].domain !== null) return fail(404, reasons.userNotFound(target._id));
  const asked = { user, target, followUri };
  return (rows[0].approve_followers ? askToFollow(db, asked) : followAtOnce(db, asked)).catch((error: unknown) => {
    if (isCheckViolation(error, 'follows_unblocked')) return refusalOfRacingBlock(db, user, target._id);
    throw error;
  });
}

/**
 * A member's follow of `target`: of a member, as startFollow decides; of a person of another
 * server, a request their server answers (following-elsewhere.ts).
 */
export async function followPerson(
  platform: Pick<Platform, 'db' | 'jobs' | 'community'>,
  user: UserRef,
  target: UserRef,
): Promise<Result<FollowOutcome>> {
  if (!(await personElsewhere(platform.db, target._id))) return startFollow(platform.db, user, target);
  return askToFollowElsewhere(platform, user, target).catch((error: unknown) => {
    if (isCheckViolation(error, 'follows_unblocked')) return refusalOfRacingBlock(platform.db, user, target._id);
    throw error;
  });
}

/** A member's unfollow (or withdrawn request) of `target`; a person of another server's is told with an Undo. */
export async function unfollowPerson(platform: { db: Database; jobs: Jobs }, user: UserRef, target: UserRef): Promise<Result<true>> {
  return (await personElsewhere(platform.db, target._id))
    ? stopFollowingElsewhere(platform, user, target)
    : endFollow(platform.db, user, target);
}

/** A follow being asked for: by `user`, of `target`, with the id of their Follow if they asked from elsewhere. */
type Asking = { user: UserRef; target: UserRef; followUri: string | null };

/**
 * A follow of someone who does not approve their followers: one statement, the key keeping one
 * follow whichever request came first. (Approval turned on at that moment lets this one follow in,
 * as a follow a moment earlier would have been.)
 */
async function followAtOnce(db: Queryable, { user, target, followUri }: Asking): Promise<Result<FollowOutcome>> {
  const written = await writeNamingRowThatMayBeGone(
    () =>
      db.query('insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3) on conflict do nothing', [
        user._id,
        target._id,
        followUri,
      ]),
    fail(404, reasons.userNotFound(target._id)),
  );
  if (!written.ok) return written;
  return written.value.rowCount === 1 ? succeed('followed') : fail(400, reasons.alreadyFollowing);
}

/**
 * A request to someone who approves their followers. Both people's rows are locked first, in id
 * order (as count_follows in migration 004 and a block lock them), and the setting read again: it
 * cannot change before the write, so no request is left waiting after approval was turned off
 * (one turned off meanwhile makes this a follow).
 */
function askToFollow(db: Database, { user, target, followUri }: Asking): Promise<Result<FollowOutcome>> {
  return db.transaction(async (tx): Promise<Result<FollowOutcome>> => {
    const { rows } = await tx.query<{ id: string; approve_followers: boolean }>(
      'select id, approve_followers from users where id in ($1, $2) order by id for no key update',
      [user._id, target._id],
    );
    const followee = rows.find((row) => row.id === target._id);
    if (rows.length < 2 || !followee) return fail(404, reasons.userNotFound(target._id));
    const following = await tx.query('select 1 from follows where follower_id = $1 and followee_id = $2', [user._id, target._id]);
    if (following.rows.length > 0) return fail(400, reasons.alreadyFollowing);
    const table = followee.approve_followers ? 'follow_requests' : 'follows';
    const { rowCount } = await tx.query(
      `insert into ${table} (follower_id, followee_id, follow_uri) values ($1, $2, $3) on conflict do nothing`,
      [user._id, target._id, followUri],
    );
    if (rowCount === 1) return succeed(followee.approve_followers ? 'requested' : 'followed');
    // Written by a request of the same person's that came first.
    return fail(400, followee.approve_followers ? reasons.alreadyRequested : reasons.alreadyFollowing);
  });
}

/**
 * Unfollows `target`, or withdraws a request to follow them that waits for their answer. The
 * request goes first: an accept of it committing meanwhile makes the follow this withdrawal waited
 * for, which the next statement (a new snapshot) then ends, so nobody follows against their word.
 */
export async function endFollow(db: Queryable, user: UserRef, target: UserRef): Promise<Result<true>> {
  const withdrawn = await db.query('delete from follow_requests where follower_id = $1 and followee_id = $2', [user._id, target._id]);
  const ended = await db.query('delete from follows where follower_id = $1 and followee_id = $2', [user._id, target._id]);
  return decideUnfollow(withdrawn.rowCount + ended.rowCount > 0);
}

/**
 * Answers `requester`'s request to follow `user`: accepted, they follow (both rows locked in id
 * order first, as a follow locks them); declined, the request goes. A request withdrawn or
 * answered meanwhile is the contract's 404, and nothing changes. A requester of another server
 * is sent the Accept or Reject of their Follow, by a job of this transaction.
 */
export async function answerFollowRequest(
  { db, jobs }: { db: Database; jobs: Jobs },
  user: UserRef,
  requester: UserRef,
  accept: boolean,
): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    if (accept) {
      await tx.query('select id from users where id in ($1, $2) order by id for no key update', [user._id, requester._id]);
    }
    const { rows } = await tx.query<{ follow_uri: string | null }>(
      'delete from follow_requests where follower_id = $1 and followee_id = $2 returning follow_uri',
      [requester._id, user._id],
    );
    const asked = rows[0];
    if (!asked) return fail(404, reasons.requestMissing);
    if (accept) {
      await tx.query('insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3) on conflict do nothing', [
        requester._id,
        user._id,
        asked.follow_uri,
      ]);
    }
    await answerElsewhere(jobs, tx, user._id, { followerId: requester._id, followUri: asked.follow_uri }, accept);
    return succeed(true);
  });
}

/**
 * Takes `follower` off `user`'s followers. A member is not told; a follower of another server
 * is sent the Reject of their Follow (as Mastodon does), or their server would go on believing
 * they follow, and go on asking for what they may no longer read.
 */
export async function removeFollower({ db, jobs }: { db: Database; jobs: Jobs }, user: UserRef, follower: UserRef): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ follow_uri: string | null }>(
      'delete from follows where follower_id = $1 and followee_id = $2 returning follow_uri',
      [follower._id, user._id],
    );
    const removed = rows[0];
    if (!removed) return fail(400, reasons.notFollower);
    await answerElsewhere(jobs, tx, user._id, { followerId: follower._id, followUri: removed.follow_uri }, false);
    return succeed(true);
  });
}
