import type { Request } from 'miragejs';
import type { Post } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { checkPostAuthor, dislikePost, likePost } from 'api-contract/rules/post-rules';
import { chain, fail, succeed, type Result } from 'api-contract/rules/result';
import { validatePostData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { authenticate, readBody, respond } from '../http';
import { newId, now } from '../ids';
import type { MockDb } from '../mock-db';
import { createPost, type StoredUser } from '../records';
import { findPost, guard, param, type RouteContext } from './route-kit';

/** Authenticates, finds the post in the URL, and applies `change` to it. */
function changePost(
  db: MockDb,
  request: Request,
  change: (post: Post, user: StoredUser, body: Record<string, unknown>) => Result<Post>,
): Result<Post> {
  return chain(authenticate(request, db), (user) =>
    chain(findPost(db, param(request, 'postId')), (post) => chain(readBody(request), (body) => change(post, user, body))),
  );
}

export function registerPostRoutes({ server, db }: RouteContext): void {
  const allPosts = () => ({ posts: db.posts() });
  const saved = (result: Result<Post>) => {
    if (result.ok) db.savePost(result.value);
    return respond(result, 201, allPosts);
  };

  server.get(
    '/posts',
    guard(() => respond(succeed(null), 200, allPosts)),
  );

  server.get(
    '/posts/user/:username',
    guard((request) => {
      const username = param(request, 'username');
      const author = db.users().find((user) => user.username === username);
      const result = author ? succeed(author) : fail(404, messages.usernameNotFound(username));
      return respond(result, 200, () => ({ posts: db.posts().filter((post) => post.username === username) }));
    }),
  );

  server.get(
    '/posts/:postId',
    guard((request) => respond(findPost(db, param(request, 'postId')), 200, (post) => ({ post }))),
  );

  server.post(
    '/posts',
    guard((request) => {
      const created = chain(authenticate(request, db), (user) =>
        chain(
          chain(readBody(request), (body) => chain(unwrap(body, 'postData'), (data) => validatePostData(data))),
          (data) => succeed(createPost(user, data, newId('post'), now())),
        ),
      );
      return saved(created);
    }),
  );

  server.post(
    '/posts/edit/:postId',
    guard((request) =>
      saved(
        changePost(db, request, (post, user, body) =>
          chain(checkPostAuthor(post.username, user, 'edit'), () =>
            chain(
              chain(unwrap(body, 'postData'), (data) => validatePostData(data, post.img)),
              (data) => succeed({ ...post, ...data, updatedAt: now() }),
            ),
          ),
        ),
      ),
    ),
  );

  server.delete(
    '/posts/:postId',
    guard((request) => {
      const deletable = changePost(db, request, (post, user) => chain(checkPostAuthor(post.username, user, 'delete'), () => succeed(post)));
      if (deletable.ok) db.removePost(deletable.value._id);
      return respond(deletable, 201, allPosts);
    }),
  );

  server.post(
    '/posts/like/:postId',
    guard((request) => saved(changePost(db, request, likePost))),
  );
  server.post(
    '/posts/dislike/:postId',
    guard((request) => saved(changePost(db, request, dislikePost))),
  );
}
