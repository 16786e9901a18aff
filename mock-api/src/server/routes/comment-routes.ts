import type { Request } from 'miragejs';
import type { Post } from '../../contract/entities';
import type { StoredUser } from '../../rules/auth-rules';
import { addComment, deleteComment, editComment, validateCommentData, voteOnComment } from '../../rules/comment-rules';
import { unwrap } from '../../rules/fields';
import { succeed, type Result } from '../../rules/result';
import { authenticate, chain, readBody, respond } from '../http';
import { newId, now } from '../ids';
import type { MockDb } from '../mock-db';
import { findPost, guard, param, type RouteContext } from './route-kit';

type CommentChange = (post: Post, user: StoredUser, body: Record<string, unknown>, commentId: string) => Result<Post>;

/** Authenticates, finds the post, applies `change`, stores it and answers with its comments. */
function commentRoute(db: MockDb, change: CommentChange) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findPost(db, param(request, 'postId')), (post) =>
        chain(readBody(request), (body) => change(post, user, body, param(request, 'commentId'))),
      ),
    );
    if (changed.ok) db.savePost(changed.value);
    return respond(changed, 201, (post) => ({ comments: post.comments }));
  });
}

const withCommentData = (body: Record<string, unknown>) => chain(unwrap(body, 'commentData'), validateCommentData);

export function registerCommentRoutes({ server, db }: RouteContext): void {
  server.get(
    '/comments/:postId',
    guard((request) => respond(findPost(db, param(request, 'postId')), 200, (post) => ({ comments: post.comments }))),
  );

  server.post(
    '/comments/add/:postId',
    commentRoute(db, (post, user, body) =>
      chain(withCommentData(body), (data) => succeed(addComment(post, user, data, newId('comment'), now()))),
    ),
  );
  server.post(
    '/comments/edit/:postId/:commentId',
    commentRoute(db, (post, user, body, commentId) =>
      chain(withCommentData(body), (data) => editComment(post, commentId, user, data, now())),
    ),
  );
  server.post(
    '/comments/delete/:postId/:commentId',
    commentRoute(db, (post, user, _body, commentId) => deleteComment(post, commentId, user)),
  );
  server.post(
    '/comments/upvote/:postId/:commentId',
    commentRoute(db, (post, user, _body, commentId) => voteOnComment(post, commentId, user, 'up')),
  );
  server.post(
    '/comments/downvote/:postId/:commentId',
    commentRoute(db, (post, user, _body, commentId) => voteOnComment(post, commentId, user, 'down')),
  );
}
