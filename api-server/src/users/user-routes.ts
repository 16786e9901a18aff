import type { FastifyInstance } from 'fastify';
import { messages } from 'api-contract/messages';
import { UsersQuerySchema } from 'api-contract/queries';
import { checkProfileOwner } from 'api-contract/rules/profile-rules';
import { fail } from 'api-contract/rules/result';
import { validateProfileData } from 'api-contract/schemas';
import { unwrap, validate } from 'api-contract/validate';
import { signedInUser, viewerOf } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answer, refuseWith } from '../http/answer';
import { readPage } from '../pages/keyset';
import { editProfile } from './profile-store';
import { userSearchRequest } from './user-list-requests';
import { firstUsersQuery, namedUsersQuery } from './user-lists';
import { userIdNamed } from './user-lookup';
import { readBookmarkIds, readUser, readUsers } from './user-views';

/** The calls on users: the list (or the users a list of names names), the search, one user, the profile. */
export async function userRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;

  app.get('/users', async (request, reply) => {
    const asked = validate(UsersQuerySchema, request.query);
    if (!asked.ok) return refuseWith(reply, asked);
    const { sql, params } = asked.value.usernames ? namedUsersQuery(asked.value.usernames) : firstUsersQuery;
    const { rows } = await db.query<{ id: string }>(sql, params);
    return reply.send({
      users: await readUsers(
        db,
        rows.map((row) => row.id),
        await viewerOf(request, deps),
      ),
    });
  });

  app.get('/users/search', async (request, reply) => {
    const asked = userSearchRequest(request.query);
    if (!asked.ok) return refuseWith(reply, asked);
    const { ids, nextCursor } = await readPage(db, asked.value.query, asked.value.keyset, asked.value.page);
    return reply.send({ users: await readUsers(db, ids, await viewerOf(request, deps)), nextCursor });
  });

  app.get('/users/bookmark', async (request, reply) => {
    const user = await signedInUser(request, deps);
    return answer(reply, user, 200, async (me) => ({ bookmarks: await readBookmarkIds(db, me._id) }));
  });

  app.get<{ Params: { username: string } }>('/users/username/:username', async (request, reply) => {
    const id = await userIdNamed(db, request.params.username);
    return answer(reply, id, 200, async (userId) => ({ user: await readUser(db, userId, await viewerOf(request, deps)) }));
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
}
