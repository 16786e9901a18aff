import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { decideFollow, decideUnfollow } from 'api-contract/rules/follow-rules';
import { checkProfileOwner } from 'api-contract/rules/profile-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { validateProfileData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { signedInUser, viewerOf } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answer, refuseWith } from '../http/answer';
import { postFacts } from '../posts/post-store';
import { editProfile } from './profile-store';
import { readBookmarks, readUser, readUsers } from './user-views';

/** The calls of spec section 7 on users: the list, one user, the profile, bookmarks and follows. */
export async function userRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;

  app.get('/users', async (request, reply) => reply.send({ users: await readUsers(db, { all: true }, await viewerOf(request, deps)) }));

  app.get('/users/bookmark', async (request, reply) => {
    const user = await signedInUser(request, deps);
    return answer(reply, user, 200, async (me) => ({ bookmarks: await readBookmarks(db, me._id) }));
  });

  app.get<{ Params: { userId: string } }>('/users/:userId', async (request, reply) => {
    const user = await readUser(db, request.params.userId, await viewerOf(request, deps));
    if (!user) return refuseWith(reply, fail(404, messages.userNotFound(request.params.userId)));
    return reply.send({ user });
  });

  app.post('/users/edit', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const data = unwrap(request.body, 'userData');
    if (!data.ok) return refuseWith(reply, data);
    const owner = checkProfileOwner(data.value, user.value);
    if (!owner.ok) return refuseWith(reply, owner);
    const edited = await editProfile(deps, user.value, (current) => validateProfileData(data.value, current));
    return answer(reply, edited, 201, async () => ({ user: await readUser(db, user.value._id, user.value) }));
  });

  /** Signs in, finds the post, and adds or removes the bookmark as the contract's rule decides. */
  async function bookmark(request: FastifyRequest<{ Params: { postId: string } }>, reply: FastifyReply, adding: boolean) {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    const changed = adding
      ? await db.query('insert into bookmarks (user_id, post_id) values ($1, $2) on conflict do nothing', [user.value._id, post.value.id])
      : await db.query('delete from bookmarks where user_id = $1 and post_id = $2', [user.value._id, post.value.id]);
    // No row changed: it was already there (or already gone), whichever request came first.
    const decided = adding ? decideBookmark(changed.rowCount === 0) : decideRemoveBookmark(changed.rowCount === 1);
    return answer(reply, decided, 201, async () => ({ bookmarks: await readBookmarks(db, user.value._id) }));
  }

  app.post<{ Params: { postId: string } }>('/users/bookmark/:postId', (request, reply) => bookmark(request, reply, true));
  app.post<{ Params: { postId: string } }>('/users/remove-bookmark/:postId', (request, reply) => bookmark(request, reply, false));

  /** Who follows whom, changed as the contract's rule decides; the key and a check keep it true. */
  async function follows(request: FastifyRequest<{ Params: { followUserId: string } }>, reply: FastifyReply, following: boolean) {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const target = await userRefOf(request.params.followUserId);
    if (!target.ok) return refuseWith(reply, target);
    let decided: Result<true>;
    if (following) {
      decided = decideFollow(user.value, target.value, false);
      if (decided.ok) {
        const { rowCount } = await db.query('insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing', [
          user.value._id,
          target.value._id,
        ]);
        decided = decideFollow(user.value, target.value, rowCount === 0);
      }
    } else {
      const { rowCount } = await db.query('delete from follows where follower_id = $1 and followee_id = $2', [
        user.value._id,
        target.value._id,
      ]);
      decided = decideUnfollow(rowCount === 1);
    }
    return answer(reply, decided, 201, async () => ({
      user: await readUser(db, user.value._id, user.value),
      followUser: await readUser(db, target.value._id, user.value),
    }));
  }

  async function userRefOf(userId: string): Promise<Result<UserRef>> {
    const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where id = $1', [userId]);
    const found = rows[0];
    return found ? succeed({ _id: found.id, username: found.username }) : fail(404, messages.userNotFound(userId));
  }

  app.post<{ Params: { followUserId: string } }>('/users/follow/:followUserId', (request, reply) => follows(request, reply, true));
  app.post<{ Params: { followUserId: string } }>('/users/unfollow/:followUserId', (request, reply) => follows(request, reply, false));
}
