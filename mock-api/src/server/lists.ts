import type { Comment, Post, User } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import type { CommentPage, PostPage, UserPage } from 'api-contract/payloads';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { MockDb } from './mock-db';
import { commentOrder, postOrders, type BookmarkedPost, latestBookmarkOrder, popularUserOrder, userNameOrder } from './orders';
import { pageOf, sortedBy } from './pages';
import type { PageQuery, PostPageQuery, UserSearchQuery } from './queries';
import type { StoredPost, StoredUser } from './records';
import { firstComments, showPost, showUser, type Viewer } from './views';

/**
 * The lists the calls answer with. Without a `limit` the spec's calls keep their shapes, at
 * most `unpagedMax` records; with one (and always for the calls the contract added) a page and
 * the cursor of the next.
 */

const pageSize = (query: PageQuery): number => query.limit ?? limits.pageSizeDefault;

/** The spec's list of posts: the newest `unpagedMax`, oldest first, each with its first comments. */
export const specPosts = (posts: StoredPost[], viewer: Viewer): Post[] =>
  sortedBy(posts, postOrders.newest)
    .slice(0, limits.unpagedMax)
    .reverse()
    .map((post) => showPost(post, viewer, 'first'));

export function postPage(posts: StoredPost[], query: PostPageQuery, viewer: Viewer): Result<PostPage> {
  return chain(pageOf(posts, postOrders[query.sort], pageSize(query), query.cursor), (page) =>
    succeed({ posts: page.items.map((post) => showPost(post, viewer, 'none')), nextCursor: page.nextCursor }),
  );
}

/** The spec's answer when no `limit` is named, a page otherwise. */
export const postsOrPage = (posts: StoredPost[], query: PostPageQuery, viewer: Viewer): Result<PostPage | { posts: Post[] }> =>
  query.limit === undefined ? succeed({ posts: specPosts(posts, viewer) }) : postPage(posts, query, viewer);

/** The posts `user` bookmarked, the latest bookmark first. */
export function bookmarkedPage(db: MockDb, user: StoredUser, query: PageQuery): Result<PostPage> {
  const bookmarked = user.bookmarks.flatMap((bookmark): BookmarkedPost[] => {
    const post = db.findPost(bookmark.postId);
    return post ? [{ bookmark, post }] : [];
  });
  return chain(pageOf(bookmarked, latestBookmarkOrder, pageSize(query), query.cursor), (page) =>
    succeed({ posts: page.items.map(({ post }) => showPost(post, user, 'none')), nextCursor: page.nextCursor }),
  );
}

/** The spec's list of a post's comments: the first `unpagedMax`, oldest first. */
export const specComments = (post: StoredPost): Comment[] => firstComments(post, limits.unpagedMax);

export const commentsOrPage = (post: StoredPost, query: PageQuery): Result<CommentPage | { comments: Comment[] }> =>
  query.limit === undefined
    ? succeed({ comments: specComments(post) })
    : chain(pageOf(post.comments, commentOrder, query.limit, query.cursor), (page) =>
        succeed({ comments: page.items, nextCursor: page.nextCursor }),
      );

/** Users shown to `viewer`, their posts counted once for all of them. */
export function showUsers(db: MockDb, users: StoredUser[], viewer: Viewer): User[] {
  const postCounts = db.postCounts();
  return users.map((user) => showUser(user, viewer, postCounts.get(user.username) ?? 0));
}

/** The spec's list of users: the first `unpagedMax`, in the order they joined. */
export const specUsers = (db: MockDb, viewer: Viewer): User[] => showUsers(db, db.users().slice(0, limits.unpagedMax), viewer);

/** The users `usernames` names, whatever the letter case; names nobody has are left out. */
export function namedUsers(db: MockDb, usernames: string[], viewer: Viewer): User[] {
  const wanted = new Set(usernames.map((name) => name.toLowerCase()));
  return showUsers(
    db,
    db.users().filter((user) => wanted.has(user.username.toLowerCase())),
    viewer,
  );
}

/** Users whose username holds `q` (any letter case), by username; without `q`, the most followed first. */
export function userSearchPage(db: MockDb, query: UserSearchQuery, viewer: Viewer): Result<UserPage> {
  const q = query.q.toLowerCase();
  const found = q ? db.users().filter((user) => user.username.toLowerCase().includes(q)) : db.users();
  return chain(pageOf(found, q ? userNameOrder : popularUserOrder, pageSize(query), query.cursor), (page) =>
    succeed({ users: showUsers(db, page.items, viewer), nextCursor: page.nextCursor }),
  );
}

export const showOneUser = (db: MockDb, user: StoredUser, viewer: Viewer): User =>
  showUser(user, viewer, db.postCounts().get(user.username) ?? 0);
