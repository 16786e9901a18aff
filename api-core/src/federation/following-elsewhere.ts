import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { decideFollow, decideUnfollow } from 'api-contract/rules/follow-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import type { Jobs, Platform } from '../platform';
import { remoteRecipient } from './follow-answers';

/**
 * A member following a person of another server, as Mastodon does it: the follow is a request
 * (a `follow_requests` row, shown as "Requested") from the moment the member asks until that
 * person's server answers with an Accept, which makes it a follow, or a Reject, which ends it,
 * whether that person approves their followers or their server answers at once. The Follow, and
 * the Undo of an unfollow or a withdrawn request, are jobs of the change's own transaction.
 */

/**
 * Where the ids of members' Follows start: an address of the community's, as the ids of its
 * activities are, then a new uuid (the database's: a page on plain http has no
 * `crypto.randomUUID`). The Accept or Reject names it; nobody fetches it, servers send it back whole.
 */
const followUris = (origin: string): string => new URL('/follows/', origin).href;

/** Whether `userId` is a person of another server: where they take deliveries, or null for a member. */
export const personElsewhere = remoteRecipient;

/**
 * `user` asks to follow `target`, a person of another server: a request, and its Follow sent.
 * A block either way is refused by the follows_unblocked trigger, as a member's follow is.
 */
export async function askToFollowElsewhere(
  { db, jobs, community }: Pick<Platform, 'db' | 'jobs' | 'community'>,
  user: UserRef,
  target: UserRef,
): Promise<Result<'requested'>> {
  const allowed = decideFollow(user, target, false);
  if (!allowed.ok) return allowed;
  return db.transaction(async (tx): Promise<Result<'requested'>> => {
    // Both rows, in id order, as every follow locks them (count_follows in migration 004).
    const { rows } = await tx.query('select id from users where id in ($1, $2) order by id for no key update', [user._id, target._id]);
    const followee = await remoteRecipient(tx, target._id);
    if (rows.length < 2 || !followee) return fail(404, reasons.userNotFound(target._id));
    const following = await tx.query('select 1 from follows where follower_id = $1 and followee_id = $2', [user._id, target._id]);
    if (following.rows.length > 0) return fail(400, reasons.alreadyFollowing);
    const { rows: asked } = await tx.query<{ follow_uri: string }>(
      `insert into follow_requests (follower_id, followee_id, follow_uri) values ($1, $2, $3 || gen_random_uuid()::text)
       on conflict do nothing returning follow_uri`,
      [user._id, target._id, followUris(community.origin)],
    );
    const followUri = asked[0]?.follow_uri;
    if (!followUri) return fail(400, reasons.alreadyRequested);
    await jobs.enqueue(tx, { name: 'federation.follow', data: { userId: user._id, followee, followUri, following: true } });
    return succeed('requested');
  });
}

/**
 * `user` stops following `target`, a person of another server, or withdraws the request that
 * waits for their server's answer: either way their server is sent the Undo of the Follow.
 */
export async function stopFollowingElsewhere(
  { db, jobs }: { db: Database; jobs: Jobs },
  user: UserRef,
  target: UserRef,
): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const ended = await tx.query<{ follow_uri: string | null }>(
      `with withdrawn as (delete from follow_requests where follower_id = $1 and followee_id = $2 returning follow_uri),
            unfollowed as (delete from follows where follower_id = $1 and followee_id = $2 returning follow_uri)
       select follow_uri from withdrawn union all select follow_uri from unfollowed`,
      [user._id, target._id],
    );
    const decided = decideUnfollow(ended.rows.length > 0);
    if (!decided.ok) return decided;
    const followee = await remoteRecipient(tx, target._id);
    const followUri = ended.rows.find((row) => row.follow_uri !== null)?.follow_uri;
    if (followee && followUri) {
      await jobs.enqueue(tx, { name: 'federation.follow', data: { userId: user._id, followee, followUri, following: false } });
    }
    return decided;
  });
}

/**
 * Which member's Follow an answer from another server is about: the Follow's id, and the member
 * it names as its actor when the answer carries the Follow whole (servers that mint their own
 * ids for what they answer are matched by the member instead).
 */
export type AnsweredFollow = { followUri: string | null; memberId: string | null };

/**
 * The actor `actorUri` of another server accepted (or refused) a member's Follow: the request
 * becomes a follow, or the request or follow ends. Answers whether anything changed: an answer
 * to nothing asked (a request withdrawn meanwhile, an Accept sent twice) changes nothing.
 */
export async function followAnsweredElsewhere(
  db: Database,
  actorUri: string,
  answered: AnsweredFollow,
  accepted: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const asked = await askedOf(tx, actorUri, answered);
    if (!asked) return false;
    if (!accepted) {
      const requests = await tx.query('delete from follow_requests where follower_id = $1 and followee_id = $2', [
        asked.member,
        asked.person,
      ]);
      const follows = await tx.query('delete from follows where follower_id = $1 and followee_id = $2', [asked.member, asked.person]);
      return requests.rowCount + follows.rowCount > 0;
    }
    await tx.query('select id from users where id in ($1, $2) order by id for no key update', [asked.member, asked.person]);
    const { rows } = await tx.query<{ follow_uri: string | null }>(
      'delete from follow_requests where follower_id = $1 and followee_id = $2 returning follow_uri',
      [asked.member, asked.person],
    );
    if (!rows[0]) return false;
    await tx.query('insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3) on conflict do nothing', [
      asked.member,
      asked.person,
      rows[0].follow_uri,
    ]);
    return true;
  });
}

/** The member and the person of another server an answer is about, if the member asked (or follows). */
async function askedOf(db: Queryable, actorUri: string, { followUri, memberId }: AnsweredFollow) {
  const { rows } = await db.query<{ member: string; person: string }>(
    `select f.follower_id as member, f.followee_id as person
       from (select follower_id, followee_id, follow_uri from follow_requests
             union all select follower_id, followee_id, follow_uri from follows) f
       join remote_actors a on a.id = f.followee_id
      where a.uri = $1 and (f.follow_uri = $2 or f.follower_id = $3)
      order by f.follow_uri = $2 desc nulls last
      limit 1`,
    [actorUri, followUri, memberId],
  );
  return rows[0] ?? null;
}
