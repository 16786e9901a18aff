import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { checkCommentDeleter, checkCommentEditor } from 'api-contract/rules/comment-rules';
import { succeed, type Result } from 'api-contract/rules/result';
import { CommentDataSchema } from 'api-contract/schemas';
import { unwrap, validate } from 'api-contract/validate';
import { signedInUser, viewerOf } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answerChange, refuseWith } from '../http/answer';
import { readPage } from '../pages/keyset';
import { unpaged } from '../pages/page-query';
import { postFacts, type PostFacts } from '../posts/post-store';
import { commentListRequest } from './comment-list-requests';
import { commentKeyset, commentListQuery } from './comment-lists';
import { commentFacts, vote } from './comment-store';
import { readComment, readComments } from './comment-views';

type CommentParams = { Params: { postId: string; commentId: string } };

const commentText = (body: unknown) => {
  const wrapped = unwrap(body, 'commentData');
  return wrapped.ok ? validate(CommentDataSchema, wrapped.value) : wrapped;
};

/**
 * The calls of spec section 7 on comments. Each change answers the post's comments (the
 * first `unpagedMax`), or with `Prefer: return=minimal` the changed comment alone (or the id of
 * the deleted one).
 */
export async function commentRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;

  /** The spec's list of a post's comments: the first `unpagedMax`, oldest first. */
  const firstComments = async (postId: string, viewer: UserRef | null) => {
    const { ids } = await readPage(db, commentListQuery(postId, unpaged), commentKeyset, unpaged);
    return readComments(db, ids, viewer);
  };

  /** Signs in, finds the post, makes the change (which names the comment it changed) and answers it. */
  async function change(
    request: FastifyRequest<CommentParams>,
    reply: FastifyReply,
    make: (post: PostFacts, user: UserRef) => Promise<Result<string>>,
    minimal = (user: UserRef) =>
      async (commentId: string): Promise<object> => ({ comment: await readComment(db, commentId, user) }),
  ): Promise<FastifyReply> {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    return answerChange(request, reply, await make(post.value, user.value), {
      minimal: minimal(user.value),
      full: async () => ({ comments: await firstComments(post.value.id, user.value) }),
    });
  }

  app.get<{ Params: { postId: string } }>('/comments/:postId', async (request, reply) => {
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    const asked = commentListRequest(post.value.id, request.query);
    if (!asked.ok) return refuseWith(reply, asked);
    const viewer = await viewerOf(request, deps);
    if (!asked.value) return reply.send({ comments: await firstComments(post.value.id, viewer) });
    const { ids, nextCursor } = await readPage(db, asked.value.query, asked.value.keyset, asked.value.page);
    return reply.send({ comments: await readComments(db, ids, viewer), nextCursor });
  });

  app.post<CommentParams>('/comments/add/:postId', (request, reply) =>
    change(request, reply, async (post, user) => {
      const data = commentText(request.body);
      if (!data.ok) return data;
      const id = randomUUID();
      await db.query('insert into comments (id, post_id, author_id, text) values ($1, $2, $3, $4)', [
        id,
        post.id,
        user._id,
        data.value.text,
      ]);
      return succeed(id);
    }),
  );

  app.post<CommentParams>('/comments/edit/:postId/:commentId', (request, reply) =>
    change(request, reply, async (post, user) => {
      const comment = await commentFacts(db, post.id, request.params.commentId);
      if (!comment.ok) return comment;
      const editor = checkCommentEditor(comment.value.author, user);
      if (!editor.ok) return editor;
      const data = commentText(request.body);
      if (!data.ok) return data;
      await db.query('update comments set text = $2, updated_at = now() where id = $1', [comment.value.id, data.value.text]);
      return succeed(comment.value.id);
    }),
  );

  app.post<CommentParams>('/comments/delete/:postId/:commentId', (request, reply) =>
    change(
      request,
      reply,
      async (post, user) => {
        const comment = await commentFacts(db, post.id, request.params.commentId);
        if (!comment.ok) return comment;
        const deleter = checkCommentDeleter(comment.value.author, post.author, user);
        if (!deleter.ok) return deleter;
        await db.query('delete from comments where id = $1', [comment.value.id]);
        return succeed(comment.value.id);
      },
      () => async (commentId) => ({ commentId }),
    ),
  );

  for (const direction of ['up', 'down'] as const) {
    app.post<CommentParams>(`/comments/${direction}vote/:postId/:commentId`, (request, reply) =>
      change(request, reply, async (post, user) => {
        const voted = await vote(db, post.id, request.params.commentId, user, direction);
        return voted.ok ? succeed(request.params.commentId) : voted;
      }),
    );
  }
}
