import type { Request } from 'miragejs';
import type { Comment } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { checkCommentDeleter, checkCommentEditor, voteOnComment, type VoteDirection } from 'api-contract/rules/comment-rules';
import { chain, fail, succeed, type Result } from 'api-contract/rules/result';
import { CommentDataSchema } from 'api-contract/schemas';
import { unwrap, validate } from 'api-contract/validate';
import { answerWith, authenticate, readBody, respond, wantsMinimal } from '../http';
import { newId, now } from '../ids';
import { commentsOrPage, specComments } from '../lists';
import type { MockDb } from '../mock-db';
import { pageQuery } from '../queries';
import { newComment, replaceComment, type StoredPost, type StoredUser } from '../records';
import { findPost, guard, param, type RouteContext } from './route-kit';

/** A changed post, and what the minimal answer shows of the change. */
type CommentChanged = { post: StoredPost; minimal: { comment: Comment } | { commentId: string } };

type CommentChange = (post: StoredPost, user: StoredUser, body: Record<string, unknown>, commentId: string) => Result<CommentChanged>;

/** Authenticates, finds the post, applies `change`, stores it and answers with the comment or the post's comments. */
function commentRoute(db: MockDb, change: CommentChange) {
  return guard((request: Request) => {
    const changed = chain(authenticate(request, db), (user) =>
      chain(findPost(db, param(request, 'postId')), (post) =>
        chain(readBody(request), (body) => change(post, user, body, param(request, 'commentId'))),
      ),
    );
    if (changed.ok) db.savePost(changed.value.post);
    return respond(changed, 201, ({ post, minimal }) => (wantsMinimal(request) ? minimal : { comments: specComments(post) }));
  });
}

const withCommentData = (body: Record<string, unknown>) => chain(unwrap(body, 'commentData'), (data) => validate(CommentDataSchema, data));

function findComment(post: StoredPost, commentId: string): Result<Comment> {
  const comment = post.comments.find((candidate) => candidate._id === commentId);
  return comment ? succeed(comment) : fail(404, messages.commentNotFound(commentId));
}

const replaced = (post: StoredPost, comment: Comment): Result<CommentChanged> =>
  succeed({ post: replaceComment(post, comment), minimal: { comment } });

const addComment: CommentChange = (post, user, body) =>
  chain(withCommentData(body), ({ text }) => {
    const comment = newComment(user, text, newId('comment'), now());
    return succeed({ post: { ...post, comments: [...post.comments, comment] }, minimal: { comment } });
  });

const editComment: CommentChange = (post, user, body, commentId) =>
  chain(findComment(post, commentId), (comment) =>
    chain(checkCommentEditor(comment.username, user), () =>
      chain(withCommentData(body), ({ text }) => replaced(post, { ...comment, text, updatedAt: now() })),
    ),
  );

const deleteComment: CommentChange = (post, user, _body, commentId) =>
  chain(findComment(post, commentId), (comment) =>
    chain(checkCommentDeleter(comment.username, post.username, user), () =>
      succeed({ post: { ...post, comments: post.comments.filter((candidate) => candidate._id !== commentId) }, minimal: { commentId } }),
    ),
  );

const vote =
  (direction: VoteDirection): CommentChange =>
  (post, user, _body, commentId) =>
    chain(findComment(post, commentId), (comment) => chain(voteOnComment(comment, user, direction), (voted) => replaced(post, voted)));

export function registerCommentRoutes({ server, db }: RouteContext): void {
  server.get(
    '/comments/:postId',
    guard((request) =>
      answerWith(
        chain(findPost(db, param(request, 'postId')), (post) =>
          chain(pageQuery(request, 'getComments'), (query) => commentsOrPage(post, query)),
        ),
        200,
      ),
    ),
  );

  server.post('/comments/add/:postId', commentRoute(db, addComment));
  server.post('/comments/edit/:postId/:commentId', commentRoute(db, editComment));
  server.post('/comments/delete/:postId/:commentId', commentRoute(db, deleteComment));
  server.post('/comments/upvote/:postId/:commentId', commentRoute(db, vote('up')));
  server.post('/comments/downvote/:postId/:commentId', commentRoute(db, vote('down')));
}
