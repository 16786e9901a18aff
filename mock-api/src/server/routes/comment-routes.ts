import type { Request } from 'miragejs';
import type { Comment, Post } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { checkCommentDeleter, checkCommentEditor, voteOnComment, type VoteDirection } from 'api-contract/rules/comment-rules';
import { chain, fail, succeed, type Result } from 'api-contract/rules/result';
import { CommentDataSchema } from 'api-contract/schemas';
import { unwrap, validate } from 'api-contract/validate';
import { authenticate, readBody, respond } from '../http';
import { newId, now } from '../ids';
import type { MockDb } from '../mock-db';
import { newComment, replaceComment, type StoredUser } from '../records';
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

const withCommentData = (body: Record<string, unknown>) => chain(unwrap(body, 'commentData'), (data) => validate(CommentDataSchema, data));

function findComment(post: Post, commentId: string): Result<Comment> {
  const comment = post.comments.find((candidate) => candidate._id === commentId);
  return comment ? succeed(comment) : fail(404, messages.commentNotFound(commentId));
}

const vote =
  (direction: VoteDirection): CommentChange =>
  (post, user, _body, commentId) =>
    chain(findComment(post, commentId), (comment) =>
      chain(voteOnComment(comment, user, direction), (voted) => succeed(replaceComment(post, voted))),
    );

export function registerCommentRoutes({ server, db }: RouteContext): void {
  server.get(
    '/comments/:postId',
    guard((request) => respond(findPost(db, param(request, 'postId')), 200, (post) => ({ comments: post.comments }))),
  );

  server.post(
    '/comments/add/:postId',
    commentRoute(db, (post, user, body) =>
      chain(withCommentData(body), ({ text }) =>
        succeed({ ...post, comments: [...post.comments, newComment(user, text, newId('comment'), now())] }),
      ),
    ),
  );
  server.post(
    '/comments/edit/:postId/:commentId',
    commentRoute(db, (post, user, body, commentId) =>
      chain(findComment(post, commentId), (comment) =>
        chain(checkCommentEditor(comment.username, user), () =>
          chain(withCommentData(body), ({ text }) => succeed(replaceComment(post, { ...comment, text, updatedAt: now() }))),
        ),
      ),
    ),
  );
  server.post(
    '/comments/delete/:postId/:commentId',
    commentRoute(db, (post, user, _body, commentId) =>
      chain(findComment(post, commentId), (comment) =>
        chain(checkCommentDeleter(comment.username, post.username, user), () =>
          succeed({ ...post, comments: post.comments.filter((candidate) => candidate._id !== commentId) }),
        ),
      ),
    ),
  );
  server.post('/comments/upvote/:postId/:commentId', commentRoute(db, vote('up')));
  server.post('/comments/downvote/:postId/:commentId', commentRoute(db, vote('down')));
}
