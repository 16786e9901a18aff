import type { PostVisibility } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import type { Jobs } from '../platform';

export type PostChange = 'create' | 'update' | 'delete';

/**
 * Tells the author's followers on other servers of a change to their post, as a job in the
 * change's own transaction: it is sent only if the change committed, and never lost once it has
 * (api-server/src/federation/post-deliveries.ts sends it). Only a post someone elsewhere may see
 * goes: public or followers-only, and only while the author has a follower elsewhere, so a
 * community that does not federate (and the page's mock) never has such a job. A post for the
 * people it mentions stays here: no one elsewhere can be mentioned yet.
 */
export async function federatePostChange(
  jobs: Jobs,
  tx: Queryable,
  post: { id: string; authorId: string; visibility: PostVisibility },
  change: PostChange,
): Promise<void> {
  if (post.visibility === 'mentioned' || !(await followedElsewhere(tx, post.authorId))) return;
  await jobs.enqueue(tx, { name: 'federation.post', data: { postId: post.id, authorId: post.authorId, change } });
}

/**
 * A repost by `userId` of a public post, or its undo, for their followers elsewhere: a job in the
 * repost's transaction, only while they have a follower elsewhere. `repostedAt` tells one repost
 * of a post from a later one by the same person (its Announce's id).
 */
export async function federateRepost(
  jobs: Jobs,
  tx: Queryable,
  repost: { postId: string; userId: string; repostedAt: string },
  reposted: boolean,
): Promise<void> {
  if (!(await followedElsewhere(tx, repost.userId))) return;
  await jobs.enqueue(tx, { name: 'federation.repost', data: { ...repost, reposted } });
}

/**
 * A comment written, edited or deleted, for its author's followers elsewhere (as a reply to the
 * post, or to the comment it answers): only on a public post, only while its author has a
 * follower elsewhere. A comment on a post for some stays with those who may see the post.
 */
export async function federateCommentChange(
  jobs: Jobs,
  tx: Queryable,
  comment: { id: string; postId: string; authorId: string; postVisibility: PostVisibility },
  change: PostChange,
): Promise<void> {
  if (comment.postVisibility !== 'public' || !(await followedElsewhere(tx, comment.authorId))) return;
  await jobs.enqueue(tx, { name: 'federation.comment', data: { commentId: comment.id, authorId: comment.authorId, change } });
}

/** Whether `userId` has a follower on another server (an index probe of follows_from_elsewhere). */
async function followedElsewhere(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ followed: boolean }>(
    `select exists (select 1 from follows where followee_id = $1 and follow_uri is not null) as followed`,
    [userId],
  );
  return rows[0]?.followed ?? false;
}
