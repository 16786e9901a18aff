import type { Request } from 'miragejs';
import { checkPostAuthor, dislikePost, likePost } from 'api-contract/rules/post-rules';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validatePostData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { authenticate, readBody, respond, viewerOf, wantsMinimal } from '../http';
import { newId, now } from '../ids';
import { specPosts } from '../lists';
import type { MockDb } from '../mock-db';
import { createPost, type StoredPost, type StoredUser } from '../records';
import { showPost } from '../views';
import { findPost, guard, param, type RouteContext } from './route-kit';

type Changed = { user: StoredUser; post: StoredPost };

/** Authenticates, finds the post in the URL, and applies `change` to it. */
function changePost(
  db: MockDb,
  request: Request,
  change: (post: StoredPost, user: StoredUser, body: Record<string, unknown>) => Result<StoredPost>,
): Result<Changed> {
  return chain(authenticate(request, db), (user) =>
    chain(findPost(db, param(request, 'postId')), (post) =>
      chain(readBody(request), (body) => chain(change(post, user, body), (changed) => succeed({ user, post: changed }))),
    ),
  );
}

export function registerPostRoutes({ server, db }: RouteContext): void {
  /** The changed post alone when the request prefers it minimal; the spec's list of posts otherwise. */
  const answer = (request: Request, { user, post }: Changed) =>
    wantsMinimal(request) ? { post: showPost(post, user, 'none') } : { posts: specPosts(db.posts(), user) };
  const saved = (request: Request, result: Result<Changed>) =>
    respond(
      chain(result, ({ user, post }) => succeed({ user, post: db.savePost(post) })),
      201,
      (changed) => answer(request, changed),
    );

  server.get(
    '/posts/:postId',
    guard((request) =>
      respond(findPost(db, param(request, 'postId')), 200, (post) => ({ post: showPost(post, viewerOf(request, db), 'first') })),
    ),
  );

  server.post(
    '/posts',
    guard((request) => {
      const created = chain(authenticate(request, db), (user) =>
        chain(
          chain(readBody(request), (body) => chain(unwrap(body, 'postData'), (data) => validatePostData(data))),
          (data) => succeed({ user, post: createPost(user, data, newId('post'), now()) }),
        ),
      );
      return saved(request, created);
    }),
  );

  server.post(
    '/posts/edit/:postId',
    guard((request) =>
      saved(
        request,
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
      const deleted = changePost(db, request, (post, user) => chain(checkPostAuthor(post.username, user, 'delete'), () => succeed(post)));
      if (deleted.ok) db.removePost(deleted.value.post._id);
      return respond(deleted, 201, ({ user, post }) =>
        wantsMinimal(request) ? { postId: post._id } : { posts: specPosts(db.posts(), user) },
      );
    }),
  );

  server.post(
    '/posts/like/:postId',
    guard((request) => saved(request, changePost(db, request, likePost))),
  );
  server.post(
    '/posts/dislike/:postId',
    guard((request) => saved(request, changePost(db, request, dislikePost))),
  );
}
