import type { Request } from 'miragejs';
import { messages } from '../../contract/messages';
import { toPublicUser, type StoredUser } from '../../rules/auth-rules';
import { addBookmark, removeBookmark } from '../../rules/bookmark-rules';
import { unwrap } from '../../rules/fields';
import { follow, unfollow } from '../../rules/follow-rules';
import { applyProfileEdit, validateProfileData } from '../../rules/profile-rules';
import { fail, succeed, type Result } from '../../rules/result';
import type { User } from '../../contract/entities';
import { authenticate, chain, readBody, respond } from '../http';
import { now } from '../ids';
import type { MockDb } from '../mock-db';
import { findPost, findUser, guard, param, type RouteContext } from './route-kit';

/** Keeps the stored password when a rule hands back a changed user. */
const saveUser = (db: MockDb, stored: StoredUser, changed: User) => db.saveUser({ ...changed, password: stored.password });

function bookmarkRoute(db: MockDb, change: (user: User, postId: string) => Result<User>) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findPost(db, param(request, 'postId')), (post) =>
        chain(change(user, post._id), (next) => {
          saveUser(db, user, next);
          return succeed(next);
        }),
      ),
    );
    return respond(changed, 201, (user) => ({ bookmarks: user.bookmarks }));
  });
}

function followRoute(db: MockDb, change: typeof follow) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findUser(db, param(request, 'followUserId')), (target) =>
        chain(change(user, target), (pair) => {
          saveUser(db, user, pair.user);
          saveUser(db, target, pair.followUser);
          return succeed(pair);
        }),
      ),
    );
    return respond(changed, 201, (pair) => ({ user: toPublicUser(pair.user), followUser: toPublicUser(pair.followUser) }));
  });
}

function editProfile(db: MockDb, request: Request): Result<User> {
  return chain(authenticate(request, db), (user) =>
    chain(
      chain(readBody(request), (body) => unwrap(body, 'userData')),
      (data) => {
        const claimed = data.username ?? data._id;
        if (claimed !== undefined && claimed !== user.username && claimed !== user._id) {
          return fail(400, messages.editForeignProfile);
        }
        return chain(validateProfileData(data, user), (profile) => {
          const next = applyProfileEdit(user, profile, now());
          saveUser(db, user, next);
          return succeed(toPublicUser(next));
        });
      },
    ),
  );
}

export function registerUserRoutes({ server, db }: RouteContext): void {
  server.get(
    '/users',
    guard(() => respond(succeed(db.users()), 200, (users) => ({ users: users.map(toPublicUser) }))),
  );

  server.get(
    '/users/bookmark',
    guard((request) => respond(authenticate(request, db), 200, (user) => ({ bookmarks: user.bookmarks }))),
  );

  server.get(
    '/users/:userId',
    guard((request) => respond(findUser(db, param(request, 'userId')), 200, (user) => ({ user: toPublicUser(user) }))),
  );

  server.post(
    '/users/edit',
    guard((request) => respond(editProfile(db, request), 201, (user) => ({ user }))),
  );
  server.post('/users/bookmark/:postId', bookmarkRoute(db, addBookmark));
  server.post('/users/remove-bookmark/:postId', bookmarkRoute(db, removeBookmark));
  server.post('/users/follow/:followUserId', followRoute(db, follow));
  server.post('/users/unfollow/:followUserId', followRoute(db, unfollow));
}
