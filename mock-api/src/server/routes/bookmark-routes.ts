import type { Request } from 'miragejs';
import { decideBookmark, decideRemoveBookmark } from 'api-contract/rules/bookmark-rules';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { authenticate, respond, wantsMinimal } from '../http';
import { nextSerial } from '../ids';
import type { MockDb } from '../mock-db';
import { isBookmarked, type StoredPost, type StoredUser } from '../records';
import { bookmarkIds, showPost } from '../views';
import { findPost, guard, param, type RouteContext } from './route-kit';

const withBookmark = (user: StoredUser, post: StoredPost): StoredUser => ({
  ...user,
  bookmarks: [...user.bookmarks, { postId: post._id, n: nextSerial() }],
});

const withoutBookmark = (user: StoredUser, post: StoredPost): StoredUser => ({
  ...user,
  bookmarks: user.bookmarks.filter((entry) => entry.postId !== post._id),
});

/**
 * Adds or removes a bookmark; answers with the post (its `bookmarkedByMe`) when the request
 * prefers it minimal, with the spec's list of bookmarked ids otherwise.
 */
function bookmarkRoute(db: MockDb, decide: (bookmarked: boolean) => Result<true>, change: typeof withBookmark) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findPost(db, param(request, 'postId')), (post) =>
        chain(decide(isBookmarked(user, post._id)), () => {
          const next = change(user, post);
          db.saveUser(next);
          return succeed({ user: next, post });
        }),
      ),
    );
    return respond(changed, 201, ({ user, post }) =>
      wantsMinimal(request) ? { post: showPost(post, user, 'none') } : { bookmarks: bookmarkIds(user) },
    );
  });
}

export function registerBookmarkRoutes({ server, db }: RouteContext): void {
  server.post('/users/bookmark/:postId', bookmarkRoute(db, decideBookmark, withBookmark));
  server.post('/users/remove-bookmark/:postId', bookmarkRoute(db, decideRemoveBookmark, withoutBookmark));
}
