import type { Queryable } from '../db/database';
import type { JobData } from '../platform';

/**
 * Whether what a job is to tell another server is still so when the job runs: a like, a repost,
 * a follow or a block by a member, or its undoing, or a member's acceptance of someone's follow.
 * Their jobs carry what changed rather than read it, and run in the order their transactions
 * began (the job queue's time of a job is its transaction's), which is not always the order they
 * committed in: a like taken back in a request that began first, but waited for the like's to
 * commit, has its Undo's job run first. The like's job then finds it gone and sends nothing. A
 * like again whose request began before the taking back of the first has its Like's job run
 * before the first's Undo: the Undo, which a server such as Mastodon applies to whatever like
 * the member has there, is then not sent while a like of theirs stands here. Either way the other
 * server ends as this one does; an Undo of what it never had changes nothing there.
 *
 * A repost's Undo names its Announce alone, which a later repost does not bring back: it is
 * always sent. A Reject names its Follow, but Mastodon, finding no follow of that id (the person
 * asked again since, with another), ends whatever follow or request the person has there: it is
 * sent only while they neither follow the member here nor ask to, as an Undo of a follow is.
 */

const holds = async (db: Queryable, sql: string, values: unknown[]): Promise<boolean> => (await db.query(sql, values)).rows.length > 0;

/** Liked: that like of the post of elsewhere, made at `likedAt`, is still the member's. Taken back: they like it no more. */
export async function likeStillSo(db: Queryable, { userId, postUri, likedAt, liked }: JobData<'federation.like'>): Promise<boolean> {
  const { rows } = await db.query<{ same: boolean }>(
    `select r.created_at = $3::timestamptz as same from post_reactions r join posts p on p.id = r.post_id
      where r.user_id = $1 and p.uri = $2 and r.kind = 'like'`,
    [userId, postUri, likedAt],
  );
  return liked ? rows[0]?.same === true : rows.length === 0;
}

/** Reposted: that repost, made at `repostedAt`, is still there. Its Undo is always so. */
export const repostStillSo = (db: Queryable, { userId, postId, repostedAt, reposted }: JobData<'federation.repost'>): Promise<boolean> =>
  reposted
    ? holds(db, 'select 1 from reposts where user_id = $1 and post_id = $2 and created_at = $3::timestamptz', [userId, postId, repostedAt])
    : Promise.resolve(true);

/** Following: the Follow `followUri` still stands (asked, or accepted). Its Undo: the member neither follows nor asks to. */
export async function followStillSo(
  db: Queryable,
  { userId, followee, followUri, following }: JobData<'federation.follow'>,
): Promise<boolean> {
  const standing = await followsStanding(db, { memberId: userId, memberIs: 'follower', personUri: followee.uri });
  return following ? standing.some((follow) => follow.followUri === followUri) : standing.length === 0;
}

/** Blocked: that block, made at `blockedAt`, is still there. Lifted: the member blocks them no more. */
export async function blockStillSo(db: Queryable, { userId, target, blockedAt, blocked }: JobData<'federation.block'>): Promise<boolean> {
  const { rows } = await db.query<{ same: boolean }>(
    `select b.created_at = $3::timestamptz as same from blocks b join remote_actors a on a.id = b.blocked_id
      where b.blocker_id = $1 and a.uri = $2`,
    [userId, target.uri, blockedAt],
  );
  return blocked ? rows[0]?.same === true : rows.length === 0;
}

/** Accepted: the remote person's Follow `followUri` of the member is still a follow. Rejected: they neither follow the member nor ask to. */
export async function answerStillSo(
  db: Queryable,
  { userId, follower, followUri, accepted }: JobData<'federation.follow-answer'>,
): Promise<boolean> {
  const standing = await followsStanding(db, { memberId: userId, memberIs: 'followee', personUri: follower.uri });
  return accepted ? standing.some((follow) => !follow.asked && follow.followUri === followUri) : standing.length === 0;
}

/**
 * The follows and the requests to follow between the member `memberId` and the person of
 * elsewhere whose actor is `personUri`, the member following them or followed by them
 * (`memberIs`): each its Follow's id, and whether it is asked only.
 */
async function followsStanding(
  db: Queryable,
  { memberId, memberIs, personUri }: { memberId: string; memberIs: 'follower' | 'followee'; personUri: string },
): Promise<Array<{ followUri: string | null; asked: boolean }>> {
  const [member, person] = memberIs === 'follower' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  const between = `join remote_actors a on a.id = f.${person} where f.${member} = $1 and a.uri = $2`;
  const { rows } = await db.query<{ followUri: string | null; asked: boolean }>(
    `select f.follow_uri as "followUri", false as asked from follows f ${between}
     union all
     select f.follow_uri, true from follow_requests f ${between}`,
    [memberId, personUri],
  );
  return rows;
}
