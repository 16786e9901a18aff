import type { Request } from 'miragejs';
import { checkProfileOwner } from 'api-contract/rules/profile-rules';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validateProfileData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { answerWith, authenticate, readBody, respond, viewerOf } from '../http';
import { now } from '../ids';
import { namedUsers, showOneUser, specUsers, userSearchPage } from '../lists';
import type { MockDb } from '../mock-db';
import { userSearchQuery, usersQuery } from '../queries';
import type { StoredUser } from '../records';
import { bookmarkIds } from '../views';
import { findUser, findUserNamed, guard, param, type RouteContext } from './route-kit';

function editProfile(db: MockDb, request: Request): Result<StoredUser> {
  return chain(authenticate(request, db), (user) =>
    chain(
      chain(readBody(request), (body) => unwrap(body, 'userData')),
      (data) =>
        chain(checkProfileOwner(data, user), () =>
          chain(validateProfileData(data, user), (profile) => {
            const next = { ...user, ...profile, updatedAt: now() };
            db.saveUser(next);
            return succeed(next);
          }),
        ),
    ),
  );
}

/** The users, one by id or by username, and the signed-in user's profile edit. */
export function registerUserRoutes({ server, db }: RouteContext): void {
  server.get(
    '/users',
    guard((request) =>
      respond(usersQuery(request), 200, ({ usernames }) => {
        const viewer = viewerOf(request, db);
        return { users: usernames ? namedUsers(db, usernames, viewer) : specUsers(db, viewer) };
      }),
    ),
  );

  server.get(
    '/users/search',
    guard((request) =>
      answerWith(
        chain(userSearchQuery(request), (query) => userSearchPage(db, query, viewerOf(request, db))),
        200,
      ),
    ),
  );

  server.get(
    '/users/bookmark',
    guard((request) => respond(authenticate(request, db), 200, (user) => ({ bookmarks: bookmarkIds(user) }))),
  );

  server.get(
    '/users/username/:username',
    guard((request) =>
      respond(findUserNamed(db, param(request, 'username')), 200, (user) => ({ user: showOneUser(db, user, viewerOf(request, db)) })),
    ),
  );

  server.get(
    '/users/:userId',
    guard((request) =>
      respond(findUser(db, param(request, 'userId')), 200, (user) => ({ user: showOneUser(db, user, viewerOf(request, db)) })),
    ),
  );

  server.post(
    '/users/edit',
    guard((request) => respond(editProfile(db, request), 201, (user) => ({ user: showOneUser(db, user, user) }))),
  );
}
