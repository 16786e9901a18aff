import type { Request } from 'miragejs';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { follow, unfollow } from 'api-contract/rules/follow-rules';
import { checkProfileOwner } from 'api-contract/rules/profile-rules';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validateProfileData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import type { User } from 'api-contract/entities';
import { authenticate, readBody, respond, tokenClaims } from '../http';
import { now } from '../ids';
import type { MockDb } from '../mock-db';
import { toPublicUser, type StoredUser } from '../records';
import { findPost, findUser, guard, param, type RouteContext } from './route-kit';

/** Keeps what the stored user has beyond the contract's shape when a rule hands back a changed user. */
const saveUser = (db: MockDb, stored: StoredUser, changed: User) => db.saveUser({ ...stored, ...changed, password: stored.password });

function bookmarkRoute(db: MockDb, decide: (bookmarked: boolean) => Result<true>, adding: boolean) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findPost(db, param(request, 'postId')), (post) =>
        chain(decide(user.bookmarks.includes(post._id)), () => {
          const bookmarks = adding ? [...user.bookmarks, post._id] : user.bookmarks.filter((id) => id !== post._id);
          db.saveUser({ ...user, bookmarks });
          return succeed(bookmarks);
        }),
      ),
    );
    return respond(changed, 201, (bookmarks) => ({ bookmarks }));
  });
}

function followRoute(db: MockDb, change: typeof follow) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findUser(db, param(request, 'followUserId')), (target) =>
        chain(change(user, target), (pair) => {
          saveUser(db, user, pair.user);
          saveUser(db, target, pair.followUser);
          return succeed({ user: db.findUser(user._id)!, followUser: db.findUser(target._id)! });
        }),
      ),
    );
    return respond(changed, 201, (pair) => ({
      user: toPublicUser(pair.user, pair.user),
      followUser: toPublicUser(pair.followUser, pair.user),
    }));
  });
}

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

export function registerUserRoutes({ server, db }: RouteContext): void {
  server.get(
    '/users',
    guard((request) => {
      const viewer = tokenClaims(request);
      return respond(succeed(db.users()), 200, (users) => ({ users: users.map((user) => toPublicUser(user, viewer)) }));
    }),
  );

  server.get(
    '/users/bookmark',
    guard((request) => respond(authenticate(request, db), 200, (user) => ({ bookmarks: user.bookmarks }))),
  );

  server.get(
    '/users/:userId',
    guard((request) =>
      respond(findUser(db, param(request, 'userId')), 200, (user) => ({ user: toPublicUser(user, tokenClaims(request)) })),
    ),
  );

  server.post(
    '/users/edit',
    guard((request) => respond(editProfile(db, request), 201, (user) => ({ user: toPublicUser(user, user) }))),
  );
  server.post('/users/bookmark/:postId', bookmarkRoute(db, decideBookmark, true));
  server.post('/users/remove-bookmark/:postId', bookmarkRoute(db, decideRemoveBookmark, false));
  server.post('/users/follow/:followUserId', followRoute(db, follow));
  server.post('/users/unfollow/:followUserId', followRoute(db, unfollow));
}
