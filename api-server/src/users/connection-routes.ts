import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { decideFollow, decideUnfollow } from 'api-contract/rules/follow-rules';
import { succeed, type Result } from 'api-contract/rules/result';
import { signedInUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import type { ApiDeps } from '../deps';
import { answerChange, refuseWith } from '../http/answer';
import { postFacts } from '../posts/post-store';
import { readPost } from '../posts/post-views';
import { userRefOf } from './user-lookup';
import { readBookmarkIds, readUser } from './user-views';

/** Adds or removes a bookmark as the contract's rule decides; the primary key keeps one per user and post. */
async function changeBookmark(db: Database, user: UserRef, postId: string, adding: boolean): Promise<Result<string>> {
  const changed = adding
    ? await db.query('insert into bookmarks (user_id, post_id) values ($1, $2) on conflict do nothing', [user._id, postId])
    : await db.query('delete from bookmarks where user_id = $1 and post_id = $2', [user._id, postId]);
  // No row changed: it was already there (or already gone), whichever request came first.
  const decided = adding ? decideBookmark(changed.rowCount === 0) : decideRemoveBookmark(changed.rowCount === 1);
  return decided.ok ? succeed(postId) : decided;
}

/** Follows or unfollows as the contract's rule decides; the key and a check keep it true under races. */
async function changeFollow(db: Database, user: UserRef, target: UserRef, following: boolean): Promise<Result<true>> {
  if (!following) {
    const { rowCount } = await db.query('delete from follows where follower_id = $1 and followee_id = $2', [user._id, target._id]);
    return decideUnfollow(rowCount === 1);
  }
  const allowed = decideFollow(user, target, false);
  if (!allowed.ok) return allowed;
  const { rowCount } = await db.query('insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing', [
    user._id,
    target._id,
  ]);
  return decideFollow(user, target, rowCount === 0);
}

/**
 * Bookmarks and follows. A bookmark answers the bookmarked ids, or with `Prefer: return=minimal`
 * the post (with `bookmarkedByMe`); a follow answers both users either way, with their counts
 * and `followedByMe`.
 */
export async function connectionRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;

  async function bookmark(request: FastifyRequest<{ Params: { postId: string } }>, reply: FastifyReply, adding: boolean) {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    return answerChange(request, reply, await changeBookmark(db, user.value, post.value.id, adding), {
      minimal: async (postId) => ({ post: await readPost(db, postId, user.value, { withComments: false }) }),
      full: async () => ({ bookmarks: await readBookmarkIds(db, user.value._id) }),
    });
  }

  app.post<{ Params: { postId: string } }>('/users/bookmark/:postId', (request, reply) => bookmark(request, reply, true));
  app.post<{ Params: { postId: string } }>('/users/remove-bookmark/:postId', (request, reply) => bookmark(request, reply, false));

  async function follow(request: FastifyRequest<{ Params: { followUserId: string } }>, reply: FastifyReply, following: boolean) {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const target = await userRefOf(db, request.params.followUserId);
    if (!target.ok) return refuseWith(reply, target);
    const bothUsers = async () => ({
      user: await readUser(db, user.value._id, user.value),
      followUser: await readUser(db, target.value._id, user.value),
    });
    return answerChange(request, reply, await changeFollow(db, user.value, target.value, following), {
      minimal: bothUsers,
      full: bothUsers,
    });
  }

  app.post<{ Params: { followUserId: string } }>('/users/follow/:followUserId', (request, reply) => follow(request, reply, true));
  app.post<{ Params: { followUserId: string } }>('/users/unfollow/:followUserId', (request, reply) => follow(request, reply, false));
}
