import type { UserRef } from 'api-contract/entities';
import { decideRepost, decideUnrepost } from 'api-contract/rules/post-rules';
import { succeed, type Result } from 'api-contract/rules/result';
import { federateRepost } from '../federation/post-federation';
import type { Platform } from '../platform';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { postFacts } from './post-store';

/**
 * A repost (`reposted`) or its undo by `user`, refused between people where one blocks the
 * other. The post's row is locked, so a repost and the post's deletion take turns; the primary
 * key keeps one repost per person and post, and a trigger keeps the count equal to the
 * reposters (migration 025), so a refusal stores nothing.
 */
export function repost(
  { db, jobs }: Pick<Platform, 'db' | 'jobs'>,
  postId: string,
  user: UserRef,
  reposted: boolean,
): Promise<Result<string>> {
  return db.transaction(async (tx) => {
    const post = await postFacts(tx, postId, { lock: true });
    if (!post.ok) return post;
    // Taking one's repost back is always allowed, as removing a bookmark is; passing a post on
    // reaches its author, as a like does.
    const allowed = reposted ? await checkMayInteract(tx, user, [authorOfPost(post.value)]) : succeed(true);
    if (!allowed.ok) return allowed;
    // Refused before anything is written: a post that is not public is never passed on.
    const passedOn = reposted ? decideRepost(false, post.value.visibility) : succeed(true);
    if (!passedOn.ok) return passedOn;
    const { rows, rowCount } = reposted
      ? await tx.query<{ at: string }>(
          `insert into reposts (post_id, user_id) values ($1, $2) on conflict do nothing returning created_at::text as at`,
          [postId, user._id],
        )
      : await tx.query<{ at: string }>('delete from reposts where post_id = $1 and user_id = $2 returning created_at::text as at', [
          postId,
          user._id,
        ]);
    const decided = reposted ? decideRepost(rowCount === 0, post.value.visibility) : decideUnrepost(rowCount === 1);
    if (!decided.ok) return decided;
    await federateRepost(jobs, tx, { postId, userId: user._id, repostedAt: rows[0]!.at }, reposted);
    return succeed(postId);
  });
}
