import type { Request } from 'miragejs';
import type { Post } from '../../contract/entities';
import { messages } from '../../contract/messages';
import type { StoredUser } from '../../rules/auth-rules';
import { unwrap } from '../../rules/fields';
import { checkCanDeletePost, createPost, dislikePost, editPost, likePost, validatePostData } from '../../rules/post-rules';
import { fail, succeed, type Result } from '../../rules/result';
import { authenticate, chain, readBody, respond } from '../http';
import { newId, now } from '../ids';
import type { MockDb } from '../mock-db';
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
      const exists = db.users().some((user) => user.username === username);
      const result = exists ? succeed(username) : fail(404, messages.usernameNotFound(username));
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
          chain(
            chain(readBody(request), (body) => unwrap(body, 'postData')),
            (data) => validatePostData(data),
          ),
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
          chain(
            chain(unwrap(body, 'postData'), (data) => validatePostData(data, post.img)),
            (data) => editPost(post, user, data, now()),
          ),
        ),
      ),
    ),
  );

  server.delete(
    '/posts/:postId',
    guard((request) => {
      const deletable = changePost(db, request, (post, user) => checkCanDeletePost(post, user));
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
