import type { UserRef } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { postFacts } from '../posts/post-store';

/**
 * A person of another server liked or reposted one of the community's posts (their Like or
 * Announce), or took it back (its Undo): counted, and the author notified, as a member's like or
 * repost is (the same rows, the same triggers). Only a post they may see: public, or for its
 * author's followers when they follow; never across a block, nor while a moderator suspends
 * them. A repost only of a public post. Anything else changes nothing: their server learns
 * nothing from a refusal it did not ask for.
 */
export async function reactedElsewhere(
  db: Database,
  person: UserRef,
  postId: string,
  kind: 'like' | 'repost',
  done: boolean,
): Promise<void> {
  if (!done) {
    await db.query(
      kind === 'like'
        ? `delete from post_reactions where post_id = $1 and user_id = $2 and kind = 'like'`
        : 'delete from reposts where post_id = $1 and user_id = $2',
      [postId, person._id],
    );
    return;
  }
  await db.transaction((tx) => keepReaction(tx, person, postId, kind));
}

/** reactedElsewhere's keeping, in the caller's transaction: whether the like or repost is theirs now. */
export async function keepReaction(tx: Queryable, person: UserRef, postId: string, kind: 'like' | 'repost'): Promise<boolean> {
  const post = await postFacts(tx, postId, { lock: true });
  // Who it is for, blocks and suspensions, as for a member; only a public post is passed on.
  if (!post.ok || (kind === 'repost' && post.value.visibility !== 'public')) return false;
  if (!(await checkMayInteract(tx, person, [authorOfPost(post.value)])).ok) return false;
  await tx.query(
    kind === 'like'
      ? `insert into post_reactions (post_id, user_id, kind) values ($1, $2, 'like') on conflict (post_id, user_id) do nothing`
      : 'insert into reposts (post_id, user_id) values ($1, $2) on conflict do nothing',
    [postId, person._id],
  );
  return true;
}
