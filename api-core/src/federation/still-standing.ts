import type { Queryable } from '../db/database';
import type { Job } from '../platform';

/**
 * Whether what a job is to tell another server still stands when the job runs: a like, a repost,
 * a follow or a block by a member, or a member's acceptance of someone's follow. Their jobs carry
 * what changed rather than read it, and run in the order their transactions began (the job
 * queue's time of a job is its transaction's): a like taken back in a request that began first
 * but waited for the like to commit has its Undo's job run first. The like's job then finds it
 * gone and sends nothing, so the other server ends as this one does; its Undo, of a like never
 * sent, changes nothing there. An Undo, a Reject, is always sent.
 */

type DataOf<N extends Job['name']> = Extract<Job, { name: N }>['data'];

const holds = async (db: Queryable, sql: string, values: unknown[]): Promise<boolean> => (await db.query(sql, values)).rows.length > 0;

/** The member's like of the post of elsewhere, made at `likedAt`, is still theirs. */
export const likeStands = (db: Queryable, { userId, postUri, likedAt }: DataOf<'federation.like'>): Promise<boolean> =>
  holds(
    db,
    `select 1 from post_reactions r join posts p on p.id = r.post_id
      where r.user_id = $1 and p.uri = $2 and r.kind = 'like' and r.created_at = $3::timestamptz`,
    [userId, postUri, likedAt],
  );

/** The member's repost of the post, made at `repostedAt`, is still there. */
export const repostStands = (db: Queryable, { userId, postId, repostedAt }: DataOf<'federation.repost'>): Promise<boolean> =>
  holds(db, 'select 1 from reposts where user_id = $1 and post_id = $2 and created_at = $3::timestamptz', [userId, postId, repostedAt]);

/** The member's Follow `followUri` still stands: asked, or accepted. */
export const followStands = (db: Queryable, { userId, followUri }: DataOf<'federation.follow'>): Promise<boolean> =>
  holds(
    db,
    `select 1 from follow_requests where follower_id = $1 and follow_uri = $2
     union all select 1 from follows where follower_id = $1 and follow_uri = $2`,
    [userId, followUri],
  );

/** The member's block of the person of elsewhere, made at `blockedAt`, is still there. */
export const blockStands = (db: Queryable, { userId, target, blockedAt }: DataOf<'federation.block'>): Promise<boolean> =>
  holds(
    db,
    `select 1 from blocks b join remote_actors a on a.id = b.blocked_id
      where b.blocker_id = $1 and a.uri = $2 and b.created_at = $3::timestamptz`,
    [userId, target.uri, blockedAt],
  );

/** The remote person's Follow `followUri` of the member, accepted, is still a follow. */
export const acceptedFollowStands = (db: Queryable, { userId, followUri }: DataOf<'federation.follow-answer'>): Promise<boolean> =>
  holds(db, 'select 1 from follows where followee_id = $1 and follow_uri = $2', [userId, followUri]);
