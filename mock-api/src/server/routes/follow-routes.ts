import type { Request } from 'miragejs';
import type { User } from 'api-contract/entities';
import { follow, unfollow } from 'api-contract/rules/follow-rules';
import { chain, succeed } from 'api-contract/rules/result';
import { authenticate, respond } from '../http';
import { showOneUser } from '../lists';
import type { MockDb } from '../mock-db';
import { asRuleUser, type StoredUser } from '../records';
import { findUser, guard, param, type RouteContext } from './route-kit';

/** Keeps the lists a follow rule changed; everything else the stored user has stays as it was. */
const withFollows = (stored: StoredUser, changed: User): StoredUser => ({
  ...stored,
  followers: changed.followers,
  following: changed.following,
});

/** Follows or unfollows; both answers (minimal or not) are the pair, shown to the follower. */
function followRoute(db: MockDb, change: typeof follow) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findUser(db, param(request, 'followUserId')), (target) =>
        chain(change(asRuleUser(user), asRuleUser(target)), (pair) => {
          const next = { user: withFollows(user, pair.user), followUser: withFollows(target, pair.followUser) };
          db.saveUser(next.user);
          db.saveUser(next.followUser);
          return succeed(next);
        }),
      ),
    );
    return respond(changed, 201, (pair) => ({
      user: showOneUser(db, pair.user, pair.user),
      followUser: showOneUser(db, pair.followUser, pair.user),
    }));
  });
}

export function registerFollowRoutes({ server, db }: RouteContext): void {
  server.post('/users/follow/:followUserId', followRoute(db, follow));
  server.post('/users/unfollow/:followUserId', followRoute(db, unfollow));
}
