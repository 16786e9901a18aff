import { chain } from 'api-contract/rules/result';
import { answerWith, authenticate, viewerOf } from '../http';
import { bookmarkedPage, postPage, postsOrPage } from '../lists';
import { pageQuery, postPageQuery } from '../queries';
import { findUserNamed, guard, param, type RouteContext } from './route-kit';

/** The lists of posts: everyone's, one user's, the home feed and the bookmarked ones. */
export function registerPostListRoutes({ server, db }: RouteContext): void {
  server.get(
    '/posts',
    guard((request) =>
      answerWith(
        chain(postPageQuery(request, 'getPosts'), (query) => postsOrPage(db.posts(), query, viewerOf(request, db))),
        200,
      ),
    ),
  );

  server.get(
    '/posts/user/:username',
    guard((request) => {
      const listed = chain(findUserNamed(db, param(request, 'username')), (author) =>
        chain(postPageQuery(request, 'getUserPosts'), (query) => {
          const theirs = db.posts().filter((post) => post.username === author.username);
          return postsOrPage(theirs, query, viewerOf(request, db));
        }),
      );
      return answerWith(listed, 200);
    }),
  );

  server.get(
    '/posts/feed',
    guard((request) => {
      const feed = chain(authenticate(request, db), (user) =>
        chain(postPageQuery(request, 'getFeedPage'), (query) => {
          const authors = new Set([user.username, ...user.following.map((ref) => ref.username)]);
          return postPage(
            db.posts().filter((post) => authors.has(post.username)),
            query,
            user,
          );
        }),
      );
      return answerWith(feed, 200);
    }),
  );

  server.get(
    '/posts/bookmarked',
    guard((request) => {
      const page = chain(authenticate(request, db), (user) =>
        chain(pageQuery(request, 'getBookmarkedPostsPage'), (query) => bookmarkedPage(db, user, query)),
      );
      return answerWith(page, 200);
    }),
  );
}
